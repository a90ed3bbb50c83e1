import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { baseURL, expect, expectAccessible, test } from '../fixtures';
import { cancelThenConfirm } from '../helpers/dialogs';
import { PDF } from '../helpers/files';

type User = { id: number; email: string; version: number };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@e2e.example.it`;

async function countryId(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.get('/api/countries');
  const { countries } = (await res.json()) as { countries: { id: number; name: string }[] };
  return countries.find((c) => c.name === name)!.id;
}

/** A user of its own for a test, created through the API (the demo users stay untouched). */
async function createUser(
  api: APIRequestContext,
  user: Record<string, unknown> = {},
  billing?: Record<string, unknown>,
): Promise<User> {
  const res = await api.post('/api/users', {
    data: {
      user: {
        name: 'Elena',
        surname: 'Prova',
        email: unique('user'),
        profile_name: 'client',
        status: 'active',
        active: true,
        ...user,
      },
      ...(billing ? { billing_information: billing } : {}),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).user;
}

const italyBilling = (country: number) => ({
  territory: 'Italy',
  invoice_type: 'company',
  company_name: 'Studio Prova',
  vat: '00743110157',
  fiscal_code: 'RSSMRA85T10A562S',
  recipient_code: 'M5UXCR1',
  country,
  address: 'Via Roma 1',
  postal_code: '20121',
  province: 'MI',
  city: 'Milano',
});

test.describe('users', () => {
  test('the list is sorted by surname, finds accented names, and deletes after confirmation', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.slow(); // searches twice with the debounce and waits for two dialogs
    const doomed = await createUser(adminApi, { surname: 'Zzcancellami' });
    await page.goto('/users');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Utenti' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Cognome' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectAccessible(page);

    await page.getByLabel('Cerca nome, cognome o email').fill('cali');
    const row = page.getByRole('row').filter({ hasText: 'Niccolò' });
    await expect(row.getByRole('gridcell', { name: 'Calì', exact: true })).toBeVisible();

    await page.getByLabel('Cerca nome, cognome o email').fill(doomed.email);
    const doomedRow = page.getByRole('row').filter({ hasText: doomed.email });
    await expect(doomedRow).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Confermi la cancellazione?' });
    await cancelThenConfirm(doomedRow.getByRole('button', { name: /^Elimina/ }), dialog, {
      afterCancel: () => expect(doomedRow).toBeVisible(),
    });
    // while the dialog fades out the page behind it is aria-hidden: no row would match yet
    await expect(dialog).toBeHidden();
    await expect(doomedRow).toBeHidden();
    expect((await adminApi.get(`/api/users/${doomed.id}`)).status()).toBe(404);
  });

  test('"Esporta CSV" downloads every user the search and filters select, not only the page', async ({
    adminPage: page,
    adminApi,
  }) => {
    const mark = `Zzexport${Date.now()}`;
    const [kept, other] = [
      await createUser(adminApi, { surname: mark }),
      await createUser(adminApi, { surname: mark }),
    ];
    await adminApi.delete(`/api/users/${other.id}`);
    await page.goto('/users?pageSize=25');
    await page.getByLabel('Cerca nome, cognome o email').fill(mark);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === mark);
    // the list answers the search first: the button exports what the grid now selects
    await expect(page.getByRole('gridcell', { name: kept.email })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('utenti.csv');
    const csv = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toBe('Cognome;Nome;Email;Profilo;Stato;Membership;Scadenza membership');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(kept.email);
    await expect(page.getByText(/^Esportazione completata/)).toBeVisible();
  });

  test('leaving an editor with unsaved edits asks first; after a save it does not', async ({
    adminPage: page,
    adminApi,
  }) => {
    const user = await createUser(adminApi);
    await page.goto(`/users/${user.id}`);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ottavia');
    const drawerLink = page.getByRole('navigation').getByRole('link', { name: 'Esperti' });
    await drawerLink.click();
    const dialog = page.getByRole('dialog', { name: 'Modifiche non salvate' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Resta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/users/${user.id}$`));
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Ottavia');

    await drawerLink.click();
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(page).toHaveURL(/\/experts/);
    expect((await (await adminApi.get(`/api/users/${user.id}`)).json()).user.name).toBe('Elena');

    await page.goto(`/users/${user.id}`);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ottavia');
    await page.getByRole('button', { name: 'Salva' }).first().click();
    await expect(page.getByText('Utente Salvato')).toBeVisible();
    await drawerLink.click();
    await expect(page).toHaveURL(/\/experts/);
    await expect(dialog).toBeHidden();
  });

  test('edits a user in each tab and saves with "Utente Salvato"', async ({ adminPage: page, adminApi }) => {
    const italy = await countryId(adminApi, 'Italia');
    const user = await createUser(adminApi, {}, italyBilling(italy));
    await page.goto(`/users/${user.id}`);
    await expect(page.getByRole('tab', { name: 'Dettagli Utente' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Mai effettuato')).toHaveCount(2);
    await expectAccessible(page);

    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Telefono').fill('+39 02 5555');
    await panel.getByRole('switch', { name: 'Rimuovi Fee Conferenza' }).check();

    await page.getByRole('tab', { name: 'Membership' }).click();
    await panel.getByRole('switch', { name: 'Speaker' }).check();
    await panel.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Annullata', exact: true }).click();
    await expect(panel.getByText('Non Attiva')).toBeVisible();

    await page.getByRole('tab', { name: 'Dettagli Azienda' }).click();
    await expect(panel.getByText("L'utente non appartiene a nessuna azienda.")).toBeVisible();

    await page.getByRole('tab', { name: 'Informazioni di fatturazione' }).click();
    await panel.getByLabel('Città').fill('Torino');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Utente Salvato')).toBeVisible();
    const saved = (await (await adminApi.get(`/api/users/${user.id}`)).json()).user;
    expect(saved).toMatchObject({
      phone: '+39 02 5555',
      remove_fee: true,
      speaker: true,
      status: 'canceled',
      billing_information: { city: 'Torino', territory: 'Italy' },
      version: user.version + 1,
    });
  });

  test('a billing rule message appears on its field and nothing is saved', async ({
    adminPage: page,
    adminApi,
  }) => {
    const italy = await countryId(adminApi, 'Italia');
    const user = await createUser(adminApi, {}, italyBilling(italy));
    await page.goto(`/users/${user.id}`);
    await page.getByRole('tab', { name: 'Informazioni di fatturazione' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Partita IVA').fill('00743110158');
    await panel.getByLabel('Codice destinatario').fill('');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(
      panel.getByText('Partita IVA non valida: la cifra di controllo non corrisponde'),
    ).toBeVisible();
    await expect(panel.getByText('Campo obbligatorio')).toBeVisible();
    await expect(panel.getByLabel('Partita IVA')).toHaveAttribute('aria-invalid', 'true');

    // the rule follows the territory: UE asks for VIES
    await panel.getByRole('combobox', { name: 'Territorio' }).click();
    await page.getByRole('option', { name: 'Unione Europea', exact: true }).click();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(panel.getByLabel('VIES')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    const unchanged = (await (await adminApi.get(`/api/users/${user.id}`)).json()).user;
    expect(unchanged.version).toBe(user.version);
  });

  test('the reset link sets a password in a new context; the API then signs in and refuses a non-admin with 403', async ({
    adminPage: page,
    adminApi,
    browser,
    playwright,
  }) => {
    const user = await createUser(adminApi, { profile_name: 'client', active: true });
    await page.goto(`/users/${user.id}`);
    await page.getByRole('button', { name: 'Reset password link' }).click();
    const linkField = page.getByLabel('Link per impostare la password (valido 48 ore, monouso)');
    // a member's link opens the member site's page (an admin's the back-office's)
    await expect(linkField).toHaveValue(/\/area\/reimposta-password\?token=/);
    await expect(page.getByRole('button', { name: 'Copia link' })).toBeVisible();
    await expect(page.getByText('Mai effettuato')).toHaveCount(1);
    const link = await linkField.inputValue();
    expect(link.startsWith(baseURL())).toBe(true);

    const other = await browser.newContext();
    const visitor = await other.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (e) => errors.push(e.message));
    visitor.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible();
    await expect(visitor.getByText(user.email)).toBeVisible();
    await expect(visitor.getByText(/Almeno 12 caratteri/)).toBeVisible();
    await expectAccessible(visitor);
    await visitor.getByLabel('Nuova password').fill('Nuova-Password-2026');
    await visitor.getByLabel('Conferma la password').fill('Nuova-Password-2027');
    await visitor.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(visitor.getByText('Le due password non coincidono')).toBeVisible();
    await visitor.getByLabel('Conferma la password').fill('Nuova-Password-2026');
    await visitor.getByRole('button', { name: 'Imposta la password' }).click();
    await expect(visitor.getByText('Password impostata')).toBeVisible();
    expect(errors).toEqual([]);
    await other.close();

    const api = await playwright.request.newContext({ baseURL: baseURL() });
    const login = await api.post('/api/auth/login', {
      data: { email: user.email, password: 'Nuova-Password-2026' },
    });
    expect(login.status()).toBe(200);
    const token = (await login.json()).data.auth_token;
    const refused = await api.get('/api/users', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    // the link is single-use
    const reuse = await api.post('/api/password-reset', {
      data: {
        token: new URL(link).searchParams.get('token'),
        password: 'Altra-Password-2027',
        password_confirmation: 'Altra-Password-2027',
      },
    });
    expect(reuse.status()).toBe(400);
    await api.dispose();

    const after = (await (await adminApi.get(`/api/users/${user.id}`)).json()).user;
    expect(after.last_reset_password).toEqual(expect.any(String));
  });

  test('the user editor fits a phone', { tag: '@phone' }, async ({ adminPage: page, adminApi }) => {
    const user = await createUser(adminApi);
    await page.goto(`/users/${user.id}`);
    await expect(page.getByRole('button', { name: 'Reset password link' })).toBeVisible();
    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByRole('tabpanel').getByRole('combobox', { name: 'Profilo' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('experts', () => {
  test('creates an expert with a curriculum, then edits it', async ({ adminPage: page, adminApi }) => {
    test.slow(); // a long form, an upload and two saves
    const owner = await createUser(adminApi, { profile_name: 'expert', name: 'Ottavia', surname: 'Esperta' });
    await page.goto('/experts');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Esperti' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Aggiungi Esperto' }).click();
    await expect(page).toHaveURL(/\/experts\/new$/);

    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Utente' }).fill(owner.email);
    await page.getByRole('option', { name: new RegExp(owner.email) }).click();
    await page.getByRole('combobox', { name: 'Paese' }).click();
    await page.getByRole('option', { name: 'Italia', exact: true }).click();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ottavia');
    await page.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Esperta');
    await page.getByLabel('Ruolo professionale').fill('Of Counsel');
    await page.locator('input[type="file"][accept=".doc,.docx,.pdf"]').setInputFiles({
      name: 'curriculum.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByTestId('curriculum-name')).toHaveText(/\.pdf$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Esperto Salvato')).toBeVisible();
    await expect(page).toHaveURL(/\/experts\/\d+$/);
    const id = Number(page.url().split('/').pop());

    const created = (await (await adminApi.get(`/api/experts/${id}`)).json()).expert;
    expect(created).toMatchObject({
      user_id: owner.id,
      name: 'Ottavia',
      job_title: 'Of Counsel',
      email: owner.email,
    });
    expect(created.curriculum).toMatch(/\.pdf$/);

    // the editor reloads the new record after the create: edit once that is done, and let the
    // first "Esperto Salvato" go so that the next one is the second save's
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Esperto Salvato')).toBeHidden();
    await page.getByLabel('Ruolo professionale').fill('Partner');
    await page.getByRole('switch', { name: 'Pubblicato' }).check();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Esperto Salvato')).toBeVisible();
    const edited = (await (await adminApi.get(`/api/experts/${id}`)).json()).expert;
    expect(edited).toMatchObject({
      job_title: 'Partner',
      published: true,
      curriculum: created.curriculum,
      version: 2,
    });

    // the user's editor links to the expert
    await page.goto(`/users/${owner.id}`);
    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByRole('link', { name: 'Dettaglio esperto' })).toHaveAttribute(
      'href',
      `/experts/${id}`,
    );
  });
});

test.describe('users: Italian labels and one membership state', () => {
  test('the user and billing tabs speak Italian; the wire keeps its values', async ({
    adminPage: page,
    adminApi,
  }) => {
    const italy = await countryId(adminApi, 'Italia');
    const user = await createUser(adminApi, { field_of_activity: 'law firm' }, italyBilling(italy));
    await page.goto(`/users/${user.id}`);
    const panel = page.getByRole('tabpanel');
    const workingAt = panel.getByRole('combobox', { name: 'Lavora presso' });
    await expect(workingAt).toHaveText('Studio legale');
    await workingAt.click();
    await expect(page.getByRole('option')).toHaveText(['Nessuno', 'Azienda', 'Studio legale', 'Altro']);
    await page.getByRole('option', { name: 'Altro' }).click();

    await page.getByRole('tab', { name: 'Informazioni di fatturazione' }).click();
    await expect(panel.getByRole('combobox', { name: 'Territorio' })).toHaveText('Italia');
    await expect(panel.getByLabel('Partita IVA')).toHaveValue('00743110157');
    await panel.getByRole('combobox', { name: 'Territorio' }).click();
    await expect(page.getByRole('option')).toHaveText(['Nessuno', 'Italia', 'Unione Europea', 'Extra UE']);
    await page.keyboard.press('Escape');
    const invoiceType = panel.getByRole('combobox', { name: 'Tipo fattura' });
    await expect(invoiceType).toHaveText('Azienda');
    await invoiceType.click();
    await expect(page.getByRole('option')).toHaveText([
      'Nessuno',
      'Persona fisica',
      'Azienda',
      'Studio legale',
      'Avvocato',
      'Associazione',
      'Altro',
    ]);
    await page.getByRole('option', { name: 'Studio legale' }).click();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Utente Salvato')).toBeVisible();
    const saved = (await (await adminApi.get(`/api/users/${user.id}`)).json()).user;
    expect(saved.field_of_activity).toBe('other');
    expect(saved.billing_information).toMatchObject({ territory: 'Italy', invoice_type: 'law firm' });
  });

  test('the billing banner shows only while billing breaks a rule', async ({ adminPage: page, adminApi }) => {
    const italy = await countryId(adminApi, 'Italia');
    const note = 'Completa le informazioni di fatturazione prima di modificare i dati della membership.';
    const complete = await createUser(adminApi, {}, italyBilling(italy));
    await page.goto(`/users/${complete.id}`);
    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByRole('tabpanel').getByRole('switch', { name: 'Speaker' })).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);

    const missing = await createUser(adminApi);
    await page.goto(`/users/${missing.id}`);
    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByRole('tabpanel').getByText(note)).toBeVisible();
    await expectAccessible(page);
  });

  test('a demo user whose own status differs from the company subscription shows one membership state', async ({
    adminPage: page,
    adminApi,
  }) => {
    // a demo member with Stato utente "Attiva" whose company's subscription is not live
    const res = await adminApi.get('/api/users?status=active&membership=false&pageSize=100');
    const candidates = (await res.json()).users as { id: number }[];
    let user: { id: number; email: string; company: { name: string }; subscription_status: string } | null =
      null;
    for (const { id } of candidates) {
      const detail = (await (await adminApi.get(`/api/users/${id}`)).json()).user;
      if (detail.company && detail.subscription_status) {
        user = detail;
        break;
      }
    }
    expect(user, 'the demo data has such a user').toBeTruthy();
    if (!user) return;
    const companyStatus = {
      canceled: 'Annullata',
      unpaid: 'Non pagata',
      incomplete_expired: 'Scaduta (incompleta)',
    }[user.subscription_status];

    await page.goto(`/users/${user.id}`);
    await page.getByRole('tab', { name: 'Membership' }).click();
    const membership = page.getByRole('tabpanel').getByRole('group', { name: 'Membership', exact: true });
    await expect(membership).toContainText('Non Attiva');
    await expect(membership).toContainText(
      `Abbonamento dell'azienda ${user.company.name}: ${companyStatus}.`,
    );
    await expect(page.getByRole('switch', { name: 'Account attivo' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Stato utente' })).toHaveText('Attiva');
    await expect(
      page.getByText(
        `Diverso dall'abbonamento dell'azienda («${companyStatus}»): per la membership vale l'abbonamento.`,
      ),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/users?q=${encodeURIComponent(user.email)}`);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await expect(row.getByRole('gridcell', { name: 'Non Attiva' })).toBeVisible();
    await expect(row.getByRole('img', { name: /^Diverso dalla membership/ })).toBeVisible();
  });
});
