import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { shot } from '../helpers/shot';
import { bookByCard, fillBooking, orderPath, watchWarnings } from '../helpers/site-booking';

/**
 * Card payment on the member site, against the Stripe stand-in that global setup starts (its
 * hosted page's "Paga" sends the signed checkout.session.completed to the real webhook before it
 * sends the browser back): booked by card, paid, the order page reads paid with its invoice; back
 * before the event, the page checks until it is paid; from an order awaiting payment, card and
 * transfer are offered and either can be chosen.
 */

const invoiceLink = (page: Page) =>
  page.getByRole('region', { name: 'Fattura' }).getByRole('link', { name: /\(PDF\)$/ });

async function payByCard(page: Page, api: APIRequestContext, info: TestInfo) {
  const conference = await bookableConference(api);
  const warnings = watchWarnings(page);
  await page.goto(`/area/conferenze/${conference.id}`);
  await expect(page.getByRole('heading', { level: 1, name: conference.title })).toBeVisible();
  await fillBooking(page);

  const methods = page.getByRole('group', { name: 'Come vuoi pagare?' });
  await expect(methods.getByRole('radio', { name: 'Bonifico bancario' })).toBeChecked();
  await methods.getByRole('radio', { name: 'Paga con carta' }).check();
  await expect(page.getByRole('button', { name: 'Prenota e paga con carta' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, 'booking-card');
  await shot(page.locator('.booking-end'), info, 'booking-card-end');
  await shot(page.getByRole('region', { name: 'Pagamento' }), info, 'booking-card-methods');

  await page.getByRole('button', { name: 'Prenota e paga con carta' }).click();
  // Stripe's hosted page (the stand-in's): the order's lines and total, "Paga"
  await page.waitForURL(/\/c\/pay\/cs_test_\w+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
  await page.getByRole('button', { name: 'Paga', exact: true }).click();

  await page.waitForURL(/\/area\/ordini\/[\w-]+\?pagamento=ok$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Ordine n\. \d+$/ })).toBeVisible();
  await expect(page.locator('.status')).toHaveText('Stato: Pagato');
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento con carta ricevuto' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paga con carta' })).toHaveCount(0);
  await expect(invoiceLink(page)).toHaveText(/^Fattura n\. \S+ del \d\d\/\d\d\/\d{4} \(PDF\)$/);
  await expectAccessible(page);
  await shot(page, info, 'order-paid-by-card');

  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink(page).click()]);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(warnings).toEqual([]);
}

test('a visitor books paying by card: Stripe’s page, "Paga", back on the order page it reads paid with its invoice', async ({
  page,
  adminApi,
}, info) => {
  await payByCard(page, adminApi, info);
});

test('the same card payment on a phone', { tag: '@phone' }, async ({ page, adminApi }, info) => {
  await payByCard(page, adminApi, info);
});

async function verifyOnReturn(page: Page, api: APIRequestContext, info: TestInfo) {
  const conference = await bookableConference(api);
  const booking = await bookByCard(conference.id);
  const warnings = watchWarnings(page);
  // back on the order page before Stripe's event came
  await page.goto(`${orderPath(booking.order_url)}?pagamento=ok`);
  const checking = page.getByRole('status').filter({ hasText: 'Pagamento con carta in verifica…' });
  await expect(checking).toBeVisible();
  await expect(page.locator('.status')).toHaveText('Stato: In attesa di pagamento');
  await expect(page.getByRole('button', { name: 'Paga con carta' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aggiorna lo stato' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, 'order-card-verifying');

  // the payment completes on Stripe's side (its page's form): the event reaches the webhook
  const paid = await fetch(`${booking.checkout_url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await expect(page.locator('.status')).toHaveText('Stato: Pagato');
  await expect(checking).toHaveCount(0);
  await expect(invoiceLink(page)).toBeVisible();
  await expectAccessible(page);
  expect(warnings).toEqual([]);
}

test('back from Stripe before its event, the order page checks until the order reads paid', async ({
  page,
  adminApi,
}, info) => {
  await verifyOnReturn(page, adminApi, info);
});

test('the same check on a phone', { tag: '@phone' }, async ({ page, adminApi }, info) => {
  await verifyOnReturn(page, adminApi, info);
});

async function switchMethods(page: Page, api: APIRequestContext, info: TestInfo) {
  const conference = await bookableConference(api);
  const booking = await bookByTransfer(conference.id);
  const warnings = watchWarnings(page);
  await page.goto(orderPath(booking.order_url));
  const transfer = page.getByRole('region', { name: 'Come pagare: bonifico bancario' });
  await expect(transfer).toBeVisible();
  const pay = page.getByRole('region', { name: 'Preferisci pagare con carta?' });
  await expect(pay.getByRole('button', { name: 'Paga con bonifico' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, info, 'order-transfer-offers-card');

  // to Stripe's page, and back without paying
  await pay.getByRole('button', { name: 'Paga con carta' }).click();
  await page.waitForURL(/\/c\/pay\/cs_test_\w+$/);
  await page.getByRole('button', { name: 'Annulla', exact: true }).click();
  await page.waitForURL(/\/area\/ordini\/[\w-]+\?pagamento=annullato$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Il pagamento con carta non è stato completato.' }),
  ).toBeVisible();
  const choices = page.getByRole('region', { name: 'Pagamento con carta non completato' });
  await expect(choices.getByRole('button', { name: 'Paga con carta' })).toBeVisible();
  await expect(transfer).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, info, 'order-card-cancelled');

  // back to the transfer: the same reference as booked
  await choices.getByRole('button', { name: 'Paga con bonifico' }).click();
  await expect(page.getByRole('heading', { name: 'Come pagare: bonifico bancario' })).toBeFocused();
  await expect(transfer.locator('.reference')).toHaveText(booking.reference.replace(/(.{4})(?!$)/g, '$1 '));
  await expect(page.locator('.status')).toHaveText('Stato: In attesa di pagamento');
  await expectAccessible(page);
  expect(warnings).toEqual([]);
}

test('an order awaiting its transfer can be paid by card instead, and turned back to the transfer', async ({
  page,
  adminApi,
}, info) => {
  await switchMethods(page, adminApi, info);
});

test('the same switches on a phone', { tag: '@phone' }, async ({ page, adminApi }, info) => {
  await switchMethods(page, adminApi, info);
});
