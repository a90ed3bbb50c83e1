import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, countryId } from '../helpers/booking';

/**
 * The member site (/area/): a visitor books a conference of the test's own, from the home page to
 * the order page with the bank transfer's instructions, on a phone and on a desktop; the order is
 * in the back-office at once. Prices are the server's (RUNNING.md): 2 × € 300 fees, 2 × € 60
 * dinners, 10 % off with the coupon = € 648.
 */

/** A text field or a select by its accessible name (the asterisk of a required field is not part of it). */
const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

/** Warnings count as faults too: the site's console stays silent. */
function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  return warnings;
}

async function bookOnTheSite(page: Page, api: APIRequestContext) {
  const conference = await bookableConference(api);
  const warnings = watchWarnings(page);
  const tag = Date.now().toString(36);

  await page.goto('/area/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: conference.title })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Sezioni del sito' })
    .getByRole('link', { name: 'Conferenze' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferenze' })).toBeFocused();
  const card = page.getByRole('article').filter({ hasText: conference.title });
  await expect(card).toContainText('€ 300,00');
  await expect(card).toContainText('100 posti disponibili');
  await card.getByRole('link', { name: conference.title }).click();

  await expect(page.getByRole('heading', { level: 1, name: conference.title })).toBeVisible();
  await expectAccessible(page);

  const first = page.getByRole('group', { name: /^Partecipante 1/ });
  await box(first, 'Nome').fill('Giulia');
  await box(first, 'Cognome').fill('Bianchi');
  await box(first, 'E-mail').fill(`giulia.${tag}@studio-sito.example`);
  await first.getByLabel(/^Cena di gala/).selectOption('2');
  await first.getByLabel('Intolleranze o allergie per Cena di gala').fill('senza glutine\nsenza lattosio');
  await first.getByLabel(conference.workshop).check();

  await page.getByRole('button', { name: 'Aggiungi un partecipante' }).click();
  const second = page.getByRole('group', { name: /^Partecipante 2/ });
  await expect(box(second, 'Nome')).toBeFocused();
  await box(second, 'Nome').fill('Marco');
  await box(second, 'Cognome').fill('Rossi');
  await box(second, 'E-mail').fill(`marco.${tag}@studio-sito.example`);

  await box(page, 'Codice coupon').fill(conference.coupon);
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  await expect(summary).toContainText(`Sconto (coupon ${conference.coupon})`);
  await expect(summary.locator('.price-total')).toHaveText(/Totale\s*€\s648,00/);
  // the total is announced politely, once the server answered
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Totale aggiornato' })).toHaveText(
    'Totale aggiornato: € 648,00',
  );

  await select(page, 'Territorio').selectOption({ label: 'Italia' });
  await select(page, 'Tipo fattura').selectOption({ label: 'Studio legale' });
  await box(page, 'Ragione sociale').fill(`Studio Legale Bianchi ${tag}`);
  await box(page, 'Indirizzo').fill('Via Manzoni 12');
  await box(page, 'CAP').fill('20121');
  await box(page, 'Città').fill('Milano');
  await expect(select(page, 'Paese')).toHaveValue(/\d+/);
  await box(page, 'Partita IVA').fill('06363391001');
  await box(page, 'Codice fiscale').fill('06363391001');
  await box(page, 'Codice destinatario').fill('M5UXCR1');
  await page.getByLabel(/Ho letto l’informativa sulla privacy/).check();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Prenota e ricevi i dati per il bonifico' }).click();
  await page.waitForURL(/\/area\/ordini\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Ordine n\. \d+$/ })).toBeFocused();
  await expect(page.locator('.status')).toHaveText('Stato: In attesa di pagamento');
  await expect(page.getByRole('status').filter({ hasText: 'Prenotazione registrata' })).toBeVisible();
  const transfer = page.getByRole('region', { name: 'Come pagare: bonifico bancario' });
  await expect(transfer).toContainText('€ 648,00');
  await expect(transfer).toContainText(/IT\d\d [A-Z0-9]{4}/);
  await expect(transfer.locator('.reference')).toHaveText(/^RF\d\d( [A-Z0-9]{1,4})+$/);
  await expect(transfer).toContainText(/Scadenza\s*\d\d\/\d\d\/\d{4}/);
  const detail = page.getByRole('region', { name: 'Dettaglio' });
  await expect(detail).toContainText('Cena di gala');
  await expect(detail.locator('.price-total')).toHaveText(/€\s648,00/);
  await expectAccessible(page);

  // the same page from the e-mail's link: a fresh load shows it without the booking's notice
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Ordine n\. \d+$/ })).toBeVisible();
  await expect(page.getByText('Prenotazione registrata')).toHaveCount(0);
  await expect(page.locator('.reference')).toBeVisible();

  // the back-office has the order at once
  const orderId = Number((await page.getByRole('heading', { level: 1 }).textContent())?.replace(/\D/g, ''));
  const orders = await api.get(`/api/conferences/booking/${conference.id}?pageSize=100`);
  expect(orders.ok()).toBe(true);
  expect(((await orders.json()).data as { order_id: number }[]).map((o) => o.order_id)).toContain(orderId);
  expect(warnings).toEqual([]);
}

test('a visitor books a conference with two participants, an extra, a workshop and a coupon, and sees how to pay', async ({
  page,
  adminApi,
}) => {
  await bookOnTheSite(page, adminApi);
});

test('the same booking on a phone', { tag: '@phone' }, async ({ page, adminApi }) => {
  await bookOnTheSite(page, adminApi);
});

test('a booking with missing data lists each field to correct and leads to it', async ({
  page,
  adminApi,
}) => {
  const conference = await bookableConference(adminApi);
  await page.goto(`/area/conferenze/${conference.id}`);
  await page.getByRole('button', { name: 'Prenota e ricevi i dati per il bonifico' }).click();
  const summary = page.locator('.summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Partecipante 1: Nome: Campo obbligatorio');
  await expect(summary).toContainText('Territorio: Campo obbligatorio');
  await expect(summary).toContainText(
    "Informativa sulla privacy: Per prenotare occorre accettare l'informativa sulla privacy",
  );
  const name = box(page.getByRole('group', { name: /^Partecipante 1/ }), 'Nome');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Campo obbligatorio');
  await summary.getByRole('link', { name: /Territorio/ }).click();
  await expect(select(page, 'Territorio')).toBeFocused();
  // the territory decides what is required, with the admin's rules and messages
  await select(page, 'Territorio').selectOption({ label: 'Italia' });
  await box(page, 'Partita IVA').fill('12345678901');
  // the hint beside the field (who needs a partita IVA), then the rule's message
  await expect(box(page, 'Partita IVA')).toHaveAccessibleDescription(
    /partita IVA.*Partita IVA non valida: la cifra di controllo non corrisponde$/,
  );
  await expect(box(page, 'Codice destinatario')).toHaveAttribute('aria-required', 'true');
  await expectAccessible(page);
});

test('a workshop filled meanwhile: the booking says what is full, and a full workshop cannot be chosen', async ({
  page,
  adminApi,
  consoleErrors,
}) => {
  const conference = await bookableConference(adminApi, 1);
  await page.goto(`/area/conferenze/${conference.id}`);
  const first = page.getByRole('group', { name: /^Partecipante 1/ });
  await box(first, 'Nome').fill('Anna');
  await box(first, 'Cognome').fill('Verdi');
  await box(first, 'E-mail').fill(`anna.${Date.now().toString(36)}@studio-sito.example`);
  await first.getByLabel(conference.workshop).check();

  // someone else takes the last seat meanwhile
  const { workshops } = (await (await page.request.get(`/api/public/conferences/${conference.id}`)).json())
    .conference as { workshops: { id: number }[] };
  const other = await page.request.post('/api/public/orders', {
    data: {
      conference_id: conference.id,
      company: { name: 'Altro Studio', country: null },
      billing_information: {
        territory: 'Extra UE',
        invoice_type: 'company',
        company_name: 'Altro Studio',
        address: '1 Main Street',
        postal_code: '10001',
        city: 'New York',
        country: await countryId(page.request, 'CH'),
      },
      participants: [
        {
          name: 'Luca',
          surname: 'Neri',
          email: `luca.${Date.now().toString(36)}@altro.example`,
          attendance: 'in_person',
          workshops: workshops.map((w) => w.id),
        },
      ],
      payment_method: 'bank_transfer',
      privacy_accepted: true,
    },
  });
  expect(other.status(), await other.text()).toBe(201);

  await select(page, 'Territorio').selectOption({ label: 'Extra UE' });
  await select(page, 'Tipo fattura').selectOption({ label: 'Azienda' });
  await box(page, 'Ragione sociale').fill('Studio Verdi');
  await box(page, 'Indirizzo').fill('Rue du Rhône 1');
  await box(page, 'CAP').fill('1204');
  await box(page, 'Città').fill('Ginevra');
  await select(page, 'Paese').selectOption({ label: 'Svizzera' });
  await page.getByLabel(/Ho letto l’informativa sulla privacy/).check();
  // the refusal the test provokes: Chromium logs the 409 answer
  consoleErrors.allow(/status of 409/);
  await page.getByRole('button', { name: 'Prenota e ricevi i dati per il bonifico' }).click();
  await expect(page.getByRole('alert')).toContainText(`«${conference.workshop}»`);
  await expect(page).toHaveURL(new RegExp(`/area/conferenze/${conference.id}$`));

  await page.reload();
  const full = page
    .getByRole('group', { name: /^Partecipante 1/ })
    .getByLabel(new RegExp(conference.workshop));
  await expect(full).toBeDisabled();
  await expect(page.getByText(`Workshop: ${conference.workshop}`).locator('..')).toContainText(
    'Posti esauriti',
  );
});

test('pages that do not exist say so', async ({ page, consoleErrors }) => {
  // the 404 answers the pages ask for
  consoleErrors.allow(/status of 404/);
  for (const path of ['/area/non-esiste', '/area/conferenze/999999', '/area/ordini/tokeninesistente123']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Torna alla pagina iniziale' }).click();
  await expect(page).toHaveURL(/\/area\/$/);
  await expectAccessible(page);
});
