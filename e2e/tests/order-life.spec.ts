import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { camt053 } from '../helpers/statement';

/**
 * The back-office side of the booking site, part two: the order's life in the orders grid and
 * detail, RF references and due dates in the transfers list, and a statement line matched by its
 * reference with a partial payment that only a person confirms.
 */

type Transfer = {
  id: number;
  email: string;
  reference: string | null;
  due_date: string | null;
  data: { id: number; order: string; amount: number; confirm: boolean };
};

const grouped = (rf: string) => rf.replace(/(.{4})(?!$)/g, '$1 ');
const dmy = (wire: string) => wire.split('-').reverse().join('/');
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/**
 * A site booking of the test's own, awaiting its transfer, and that transfer as the back-office
 * lists it: no other test confirms it while this one reads it.
 */
async function siteTransfer(api: APIRequestContext): Promise<Transfer> {
  const conference = await bookableConference(api);
  const booking = await bookByTransfer(conference.id);
  const [transfer] = await getField<Transfer[]>(
    api,
    `/api/manual-transfers?type=CONFERENCE&q=${encodeURIComponent(booking.reference)}`,
    'transfers',
  );
  expect(transfer, 'the booking has its pending transfer at once').toMatchObject({
    reference: booking.reference,
    due_date: booking.due_date,
    data: { id: booking.order_id, amount: booking.total, confirm: false },
  });
  return transfer;
}

test.describe("the order's life", () => {
  test('the orders grid and the order detail show a site booking awaiting its transfer, found by its reference', async ({
    adminPage: page,
    adminApi,
  }) => {
    const transfer = await siteTransfer(adminApi);
    const reference = transfer.reference ?? '';
    const { booking } = await (
      await adminApi.get(`/api/conferences/booking-by-order-id/${transfer.data.id}`)
    ).json();

    await page.goto(`/orders/${booking.conference.id}?q=${encodeURIComponent(grouped(reference))}`);
    const row = page.getByRole('row').filter({ hasText: grouped(reference) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Sito', { exact: true })).toBeVisible();
    await expect(row.getByText('Not Completed', { exact: true })).toBeVisible();
    await expect(row.getByText('Da pagare', { exact: true })).toBeVisible();
    await expect(row.getByText(`entro il ${dmy(booking.due_date)}`)).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('link', { name: `Dettaglio ordine ${transfer.data.id}` }).click();
    await expect(
      page.getByRole('heading', { name: `Ordine n. ${transfer.data.id}`, level: 2 }),
    ).toBeVisible();
    const payment = page.getByRole('region', { name: 'Pagamento' });
    await expect(payment.getByText('In attesa di pagamento')).toBeVisible();
    await expect(payment).toContainText(`Riferimento: ${grouped(reference)}`);
    await expect(payment).toContainText('Origine: Sito');
    await expect(payment).toContainText('Metodo di pagamento: Bonifico bancario');
    await expect(payment).toContainText(`Scadenza pagamento: ${dmy(booking.due_date)}`);
    await expectAccessible(page);
  });

  test('the transfers list shows the reference grouped by four and the due date', async ({
    adminPage: page,
    adminApi,
  }) => {
    const transfer = await siteTransfer(adminApi);
    await page.goto(
      `/manual-transfers?q=${encodeURIComponent(grouped(transfer.reference ?? '').toLowerCase())}`,
    );
    const row = page.getByRole('row').filter({ hasText: transfer.data.order });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(grouped(transfer.reference ?? ''), { exact: true })).toBeVisible();
    await expect(row.getByText(dmy(transfer.due_date ?? ''), { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('the order and transfer screens fit a phone', { tag: '@phone' }, async ({
    adminPage: page,
    adminApi,
  }) => {
    const transfer = await siteTransfer(adminApi);
    await page.goto(`/manual-transfers?q=${transfer.reference}`);
    await expect(page.getByRole('row').filter({ hasText: transfer.email })).toHaveCount(1);
    await expectAccessible(page);
    await page.goto(`/order/${transfer.data.id}`);
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(
      grouped(transfer.reference ?? ''),
    );
    await expectAccessible(page);
  });
});

test('a statement line carrying a transfer’s RF is matched to it; a partial payment is flagged, left out of the sure matches, and confirmed one by one', async ({
  adminPage: page,
  adminApi,
}) => {
  const transfer = await siteTransfer(adminApi);
  const payer = `Acconto E2E ${Date.now()}`;
  const paid = transfer.data.amount - 5000;

  await page.goto('/manual-transfers/statement');
  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'acconto.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      camt053({
        cents: paid,
        remittance: 'ACCONTO ISCRIZIONE CONVEGNO',
        rf: transfer.reference ?? '',
        payer,
      }),
    ),
  });
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByText('Estratto conto importato: 1 riga nuova su 1')).toBeVisible();

  await page.getByLabel('Cerca ordinante o causale').fill(payer);
  const row = page.getByRole('row').filter({ hasText: payer });
  await expect(row.getByText('Abbinata', { exact: true })).toBeVisible();
  await expect(row.getByText('Pagamento parziale', { exact: true })).toBeVisible();
  await expect(row.getByText('−€ 50,00', { exact: true })).toBeVisible();
  await expect(
    row.getByText(`Riferimento «${grouped(transfer.reference ?? '')}» nella causale`),
  ).toBeVisible();
  await expectAccessible(page);

  // the sure matches leave it alone (other tests' lines may be sure: with none, the button is disabled)
  const sure = page.getByRole('button', { name: 'Conferma abbinamenti sicuri' });
  if (await sure.isEnabled()) {
    await sure.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(snackbar(page, /confermat/)).toBeVisible();
  }
  await expect(row.getByText('Abbinata', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Conferma la riga/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Pagamento parziale' })).toBeVisible();
  await expect(dialog).toContainText('Pagamento parziale: mancano € 50,00');
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(row.getByText('Confermata', { exact: true })).toBeVisible();

  const { booking } = await (
    await adminApi.get(`/api/conferences/booking-by-order-id/${transfer.data.id}`)
  ).json();
  expect(booking).toMatchObject({ order_status: 'paid', status: 'Completed' });
});
