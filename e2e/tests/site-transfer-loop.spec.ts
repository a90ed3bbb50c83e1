import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference } from '../helpers/booking';
import { fillBooking, watchWarnings } from '../helpers/site-booking';
import { camt053 } from '../helpers/statement';

/**
 * Issue 26's whole money loop on a booking of the test's own: booked on the member site by bank
 * transfer → the bank statement carrying its RF reference (rewritten as banks do: grouped, lower
 * case, inside other words) imported and the match confirmed in the back-office → the site's order
 * page reads "Pagato" and hands out the invoice PDF.
 */

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1000;
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function moneyLoop(page: Page, api: APIRequestContext) {
  const conference = await bookableConference(api);
  const warnings = watchWarnings(page);

  await page.goto(`/area/conferenze/${conference.id}`);
  await expect(page.getByRole('heading', { level: 1, name: conference.title })).toBeVisible();
  await fillBooking(page);
  await page.getByRole('button', { name: 'Prenota e ricevi i dati per il bonifico' }).click();
  await page.waitForURL(/\/area\/ordini\/[^/]+$/);
  const orderUrl = page.url();
  const token = new URL(orderUrl).pathname.split('/').pop() ?? '';
  const transfer = page.getByRole('region', { name: 'Come pagare: bonifico bancario' });
  await expect(transfer.locator('.reference')).toHaveText(/^RF\d\d( [A-Z0-9]{1,4})+$/);
  const { payment } = await (await api.get(`/api/public/orders/${token}`)).json();
  expect(payment).toMatchObject({ method: 'bank_transfer', amount: 30_000 });
  await expectAccessible(page);

  // the bank's statement: the reference grouped by four, lower case, inside the payer's words
  const payer = `Studio Neri ${Date.now().toString(36)}`;
  const grouped = (payment.reference as string).replace(/(.{4})(?!$)/g, '$1 ').toLowerCase();
  await page.goto('/manual-transfers/statement');
  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'estratto.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      camt053({ cents: payment.amount, remittance: `Iscrizione convegno rif. ${grouped} saldo`, payer }),
    ),
  });
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByText('Estratto conto importato: 1 riga nuova su 1')).toBeVisible();
  await page.getByLabel('Cerca ordinante o causale').fill(payer);
  const row = page.getByRole('row').filter({ hasText: payer });
  // matched: only a matched line can be confirmed (on a phone the grid's status column is off-screen)
  const confirm = row.getByRole('button', { name: /^Conferma la riga/ });
  await expect(confirm).toBeEnabled();
  if (wide(page)) await expect(row.getByText('Abbinata', { exact: true })).toBeVisible();
  await confirm.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(snackbar(page, /confermato/)).toBeVisible();
  await expect(confirm).toBeDisabled();
  if (wide(page)) await expect(row.getByText('Confermata', { exact: true })).toBeVisible();

  // the booker's link now reads paid, with the invoice
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { level: 1, name: /^Ordine n\. \d+$/ })).toBeVisible();
  await expect(page.locator('.status')).toHaveText('Stato: Pagato');
  await expect(page.getByText('Pagamento ricevuto: la prenotazione è confermata.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Come pagare: bonifico bancario' })).toHaveCount(0);
  const invoice = page.getByRole('region', { name: 'Fattura' }).getByRole('link', { name: /\(PDF\)$/ });
  await expect(invoice).toHaveText(/^Fattura n\. \S+ del \d\d\/\d\d\/\d{4} \(PDF\)$/);
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(warnings).toEqual([]);
}

test('a site booking paid by bank transfer: statement imported, match confirmed, the order page reads paid with its invoice PDF', async ({
  adminPage,
  adminApi,
}) => {
  await moneyLoop(adminPage, adminApi);
});

test('the same loop on a phone', { tag: '@phone' }, async ({ adminPage, adminApi }) => {
  await moneyLoop(adminPage, adminApi);
});
