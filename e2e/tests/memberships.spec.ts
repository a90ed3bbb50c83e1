import fs from 'node:fs';
import type { APIRequestContext, Download } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { typeDate } from '../helpers/forms';

type MembershipRow = { subscription_id: string; company: string; status: string };
type Membership = {
  subscription_id: string;
  status: string;
  customer_url: string | null;
  subscription_url: string | null;
  company: {
    id: number;
    name: string;
    users: { id: number; name: string; surname: string; email: string; company_founder: 0 | 1 }[];
    payments: { status: string; paid_at: string | null }[];
  };
};

const memberships = (api: APIRequestContext, query: string) =>
  getField<MembershipRow[]>(api, `/api/memberships?pageSize=100&${query}`, 'memberships');

const membership = (api: APIRequestContext, subscriptionId: string) =>
  getField<Membership>(api, `/api/memberships/${encodeURIComponent(subscriptionId)}`, 'membership');

test.describe('companies and memberships', () => {
  test('the status filter narrows the companies list and survives a visit to a detail', async ({
    adminPage: page,
    adminApi,
  }) => {
    const unpaid = await memberships(adminApi, 'status=unpaid');
    const active = await memberships(adminApi, 'status=active');
    expect(unpaid.length, 'the demo data holds unpaid memberships').toBeGreaterThan(0);

    await page.goto('/memberships');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Companies' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'Non pagata', exact: true }).click();
    await expect(page).toHaveURL(/status=unpaid/);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').filter({ hasText: unpaid[0].company })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Attiva', exact: true })).toHaveCount(0);
    await expect(grid.getByRole('row').filter({ hasText: active[0].company })).toHaveCount(0);
    await expectAccessible(page);

    await grid.getByRole('link', { name: `Dettaglio di ${unpaid[0].company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/memberships/${unpaid[0].subscription_id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/status=unpaid/);
    await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveText('Non pagata');
  });

  test('the detail shows every tab, and the company is edited and saved', async ({
    adminPage: page,
    adminApi,
  }) => {
    // A company with users and payments; the last active one, so the filter test reads another.
    const rows = await memberships(adminApi, 'status=active&sort=-company');
    let detail: Membership | undefined;
    for (const row of rows) {
      const candidate = await membership(adminApi, row.subscription_id);
      if (candidate.company.users.length > 0 && candidate.company.payments.some((p) => p.paid_at)) {
        detail = candidate;
        break;
      }
    }
    if (!detail) throw new Error('the demo data holds an active company with users and payments');
    const company = detail.company;

    await page.goto(`/memberships/${encodeURIComponent(detail.subscription_id)}`);
    await expect(page.getByRole('heading', { name: company.name, level: 2 })).toBeVisible();

    // Membership tab
    await expect(page.getByLabel('ID abbonamento')).toHaveValue(detail.subscription_id);
    // the active company chosen above: its status in Italian
    await expect(page.getByLabel('Stato')).toHaveValue('Attiva');
    await expect(page.getByLabel('Data fine')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    // the membership in one place, with what decides it: the same words as the user editor
    const state = page.getByRole('tabpanel').getByRole('group', { name: 'Membership', exact: true });
    await expect(state.getByText('Attiva', { exact: true })).toBeVisible();
    await expect(state).toContainText(`Abbonamento dell'azienda ${company.name}: Attiva.`);
    const customerButton = page.getByRole('link', { name: 'Cliente su Stripe' });
    if (detail.customer_url) await expect(customerButton).toHaveAttribute('href', detail.customer_url);
    else await expect(customerButton).toHaveCount(0);
    await expectAccessible(page);

    // Utenti tab: the founder marked, a link to each user
    await page.getByRole('tab', { name: 'Utenti' }).click();
    const users = page.getByRole('list', { name: "Utenti dell'azienda" });
    for (const user of company.users) {
      const item = users.getByRole('listitem').filter({ hasText: user.email });
      await expect(item).toBeVisible();
      await expect(item.getByText('Founder', { exact: true })).toHaveCount(
        user.company_founder === 1 ? 1 : 0,
      );
    }
    const first = company.users[0];
    await expect(
      users.getByRole('link', { name: `Apri l'utente ${first.name} ${first.surname}` }),
    ).toHaveAttribute('href', `/users/${first.id}`);

    // Informazioni di pagamento tab: paid dates as dd-MM-yyyy
    await page.getByRole('tab', { name: 'Informazioni di pagamento' }).click();
    const payments = page.getByRole('table', { name: 'Pagamenti' });
    await expect(
      payments
        .getByRole('cell')
        .filter({ hasText: /^\d{2}-\d{2}-\d{4}$/ })
        .first(),
    ).toBeVisible();

    // Dettagli Azienda tab: a rule shown on its field, then a save
    await page.getByRole('tab', { name: 'Dettagli Azienda' }).click();
    const name = page.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue(company.name);
    await name.fill('');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Campo obbligatorio')).toBeVisible();
    await name.fill(company.name);
    const city = `Città e2e ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Città' }).fill(city);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Azienda Salvata')).toBeVisible();

    const saved = (await (await adminApi.get(`/api/memberships/${detail.subscription_id}`)).json())
      .membership;
    expect(saved.company.city).toBe(city);
    await page.reload();
    await page.getByRole('tab', { name: 'Dettagli Azienda' }).click();
    await expect(page.getByRole('textbox', { name: 'Città' })).toHaveValue(city);
  });
});

test.describe('payments export', () => {
  test('validates the dates, then opens the CSV of the range in a new window', async ({
    adminPage: page,
  }) => {
    await page.goto('/payments');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Pagamenti' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    await expect(page.getByText('Campo obbligatorio')).toHaveCount(2);

    await typeDate(page, 'Data inizio', '31122026');
    await typeDate(page, 'Data fine', '01012020');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    await expect(page.getByText('La data finale non può essere precedente a quella di inizio')).toBeVisible();

    await typeDate(page, 'Data inizio', '01012020');
    await typeDate(page, 'Data fine', '31122026');
    // The new window gets the CSV; Chromium saves a text/csv document instead of showing it.
    const downloaded = new Promise<Download>((resolve) => {
      page.once('download', resolve);
      page.context().once('page', (popup) => popup.once('download', resolve));
    });
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const csv = fs.readFileSync(await (await downloaded).path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Data pagamento;Azienda;Partita IVA;/);
    expect(lines.length).toBeGreaterThan(1);
    await expect(page.getByText(/Esportazione completata: [\d.]+ pagamenti/)).toBeVisible();
  });
});
