import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { bookableConference, bookByTransfer, type TransferBooking } from '../helpers/booking';

/**
 * The back-office's order actions (issue 27): money received at the desk, a confirmation reversed,
 * an order cancelled — each on a booking of the test's own, at 1366 and at 390 px, axe clean and
 * without console warnings (React Router's "navigate() in render" included).
 */

type Transfer = { id: number; reference: string | null };

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const state = (page: Page) => page.getByRole('region', { name: 'Pagamento' });

/** Console warnings of the page from now on. */
function warnings(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') seen.push(m.text());
  });
  return seen;
}

async function booking(api: APIRequestContext): Promise<TransferBooking> {
  const conference = await bookableConference(api);
  return bookByTransfer(conference.id);
}

async function transferOf(api: APIRequestContext, b: TransferBooking) {
  const [t] = await getField<Transfer[]>(api, `/api/manual-transfers?q=${b.reference}`, 'transfers');
  return t;
}

async function openOrder(page: Page, orderId: number) {
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: `Ordine n. ${orderId}`, level: 2 })).toBeVisible();
}

for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  const tag = phone ? { tag: '@phone' } : {};

  test(`an admin records a desk payment (${at})`, tag, async ({ adminPage: page, adminApi }) => {
    const seen = warnings(page);
    const b = await booking(adminApi);
    await openOrder(page, b.order_id);
    await expect(state(page)).toContainText('In attesa di pagamento');
    await page.getByRole('button', { name: 'Registra pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: `Registra pagamento – ordine n. ${b.order_id}` });
    await expect(dialog.getByLabel('Importo ricevuto')).toHaveValue(
      (b.total / 100).toFixed(2).replace('.', ','),
    );
    await dialog.getByRole('combobox', { name: 'Metodo di pagamento' }).click();
    await page.getByRole('option', { name: 'POS' }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Registra pagamento' }).click();
    await expect(snackbar(page, 'Pagamento registrato')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(state(page)).toContainText('Pagato');
    await expect(state(page)).toContainText('POS');
    await expect(page.getByRole('button', { name: 'Registra pagamento' })).toHaveCount(0);
    // the invoice was issued with the payment
    await expect(page.getByText(/^Fattura \d/).first()).toBeVisible();
    expect(await transferOf(adminApi, b), 'its transfer no longer waits').toBeUndefined();
    await expectAccessible(page);
    expect(seen).toEqual([]);
  });

  test(
    `an admin reverses a transfer confirmed by mistake (${at})`,
    tag,
    async ({ adminPage: page, adminApi }) => {
      const seen = warnings(page);
      const b = await booking(adminApi);
      const transfer = await transferOf(adminApi, b);
      const confirmed = await adminApi.post(`/api/manual-transfers/confirm/${transfer.id}`);
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      await openOrder(page, b.order_id);
      await expect(state(page)).toContainText('Pagato');
      await page.getByRole('button', { name: 'Storna pagamento' }).click();
      const dialog = page.getByRole('dialog', {
        name: `Stornare il pagamento dell'ordine n. ${b.order_id}?`,
      });
      const go = dialog.getByRole('button', { name: 'Storna pagamento' });
      await expect(go).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Bonifico di un altro ordine');
      await expectAccessible(page);
      await go.click();
      await expect(snackbar(page, 'Pagamento stornato')).toBeVisible();
      await expect(state(page)).toContainText('In attesa di pagamento');
      // the invoice and the credit note that cancels it
      await expect(page.getByText(/^Nota di credito \d/).first()).toBeVisible();
      expect((await transferOf(adminApi, b))?.id, 'the transfer waits again').toBe(transfer.id);
      await page.getByRole('button', { name: 'Storico' }).click();
      await expect(page.getByText('Storno del pagamento')).toBeVisible();
      await expect(page.getByText('Bonifico di un altro ordine').first()).toBeVisible();
      await expectAccessible(page);
      expect(seen).toEqual([]);
    },
  );

  test(`an admin cancels an order, the booker told (${at})`, tag, async ({ adminPage: page, adminApi }) => {
    const seen = warnings(page);
    const b = await booking(adminApi);
    await openOrder(page, b.order_id);
    await page.getByRole('button', { name: 'Annulla ordine' }).click();
    const dialog = page.getByRole('dialog', { name: `Annullare l'ordine n. ${b.order_id}?` });
    await expect(dialog).toContainText('riceverà un’email');
    // backing out changes nothing
    await dialog.getByRole('button', { name: 'Torna indietro' }).click();
    await expect(dialog).toBeHidden();
    await expect(state(page)).toContainText('In attesa di pagamento');
    await page.getByRole('button', { name: 'Annulla ordine' }).click();
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Richiesta del cliente');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Annulla ordine' }).click();
    await expect(snackbar(page, 'Ordine annullato')).toBeVisible();
    await expect(state(page)).toContainText('Annullato');
    await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);
    expect(await transferOf(adminApi, b), 'its transfer is closed').toBeUndefined();
    await expectAccessible(page);
    expect(seen).toEqual([]);
  });
}

test('both transfers pages fit a phone without a warning', { tag: '@phone' }, async ({ adminPage: page }) => {
  const seen = warnings(page);
  for (const [path, title] of [
    ['/manual-transfers', 'Bonifici in Attesa'],
    ['/manual-transfers/statement', 'Riconciliazione estratto conto'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);
  }
  expect(seen).toEqual([]);
});

test('the transfers list shows reference, age and due date, and sorts by each', async ({
  adminPage: page,
  adminApi,
}) => {
  const seen = warnings(page);
  const b = await booking(adminApi);
  await page.goto(`/manual-transfers?q=${b.reference}`);
  const row = page.getByRole('row').filter({ hasText: b.reference.slice(0, 4) });
  await expect(row.getByText('oggi', { exact: true })).toBeVisible();
  await expect(row.getByText(b.due_date.split('-').reverse().join('/'), { exact: true })).toBeVisible();
  for (const [header, sort] of [
    // the reason's column shows the RF reference beneath it and sorts by it
    ['Causale', 'reference'],
    ['Età', 'age'],
    ['Scadenza', 'due_date'],
  ]) {
    await page.getByRole('columnheader', { name: header }).click();
    await expect(page).toHaveURL(new RegExp(`sort=${sort}(&|$)`));
  }
  await expectAccessible(page);
  expect(seen).toEqual([]);
});
