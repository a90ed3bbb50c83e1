import type { APIRequestContext } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer, type TransferBooking } from '../helpers/booking';
import { shot } from '../helpers/shot';
import { orderPath } from '../helpers/site-booking';

/** A booking of the conference, paid at the desk: its page's first ticket. */
async function paidTicket(api: APIRequestContext, conferenceId: number) {
  const booking: TransferBooking = await bookByTransfer(conferenceId);
  const today = new Date().toISOString().slice(0, 10);
  const paid = await api.post(`/api/orders/${booking.order_id}/payments`, {
    data: { method: 'cash', paid_on: today, amount: booking.total },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const page = await (
    await api.get(`/api/public/orders/${orderPath(booking.order_url).split('/').pop()}`)
  ).json();
  return { booking, ticket: page.tickets[0] as { code: string; participant: string } };
}

test(
  'the volunteer checks tickets in at the door from a phone: a QR photo, a typed code, then the same code again',
  { tag: '@phone' },
  async ({ adminPage: page, adminApi, consoleErrors }, info) => {
    // the second scan of a ticket answers 409 on purpose ("già registrato"), an invented code 404:
    // Chromium logs both
    consoleErrors.allow(/status of 409/);
    consoleErrors.allow(/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/api\/checkin:/);
    const conference = await bookableConference(adminApi);
    const scanned = await paidTicket(adminApi, conference.id);
    const typed = await paidTicket(adminApi, conference.id);

    await page.goto(`/conferences/${conference.id}/accoglienza`);
    await expect(page.getByText('Arrivati 0 su 2 · mancano 2')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Connesso' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'accoglienza-empty');

    // a photo of the ticket's QR goes through the scanner's decoder
    const qr = await QRCode.toBuffer(scanned.ticket.code, { type: 'png', scale: 8, margin: 4 });
    await page
      .getByLabel('Foto del biglietto')
      .setInputFiles({ name: 'biglietto.png', mimeType: 'image/png', buffer: qr });
    const result = page.locator('[data-result]');
    await expect(result).toHaveAttribute('data-result', 'ok');
    await expect(result).toContainText(scanned.ticket.participant);
    await expect(page.getByText('Arrivati 1 su 2 · mancano 1')).toBeVisible();

    const field = page.getByLabel('Codice del biglietto');
    await field.fill(typed.ticket.code);
    await page.getByRole('button', { name: 'Registra' }).click();
    await expect(result).toHaveAttribute('data-result', 'ok');
    await expect(result).toContainText(typed.ticket.participant);
    await shot(page, info, 'accoglienza-green');

    await field.fill(typed.ticket.code);
    await page.getByRole('button', { name: 'Registra' }).click();
    await expect(result).toHaveAttribute('data-result', 'refused');
    await expect(result).toContainText(/già registrato alle \d\d:\d\d/);
    await expect(page.getByText('Arrivati 2 su 2 · mancano 0')).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'accoglienza-red');

    // an unknown code is red too, saying so
    await field.fill('codice-inventato-123');
    await page.getByRole('button', { name: 'Registra' }).click();
    await expect(result).toContainText('Codice sconosciuto');
  },
);

test(
  'the participant finds their ticket with its QR on the order page, on a phone',
  { tag: '@phone' },
  async ({ page, adminApi }, info) => {
    const conference = await bookableConference(adminApi);
    const { booking, ticket } = await paidTicket(adminApi, conference.id);
    await page.goto(orderPath(booking.order_url));
    const tickets = page.getByRole('region', { name: 'Biglietto' });
    await expect(tickets).toBeVisible();
    const img = tickets.getByRole('img', { name: `Codice QR del biglietto di ${ticket.participant}` });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    const box = await img.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(tickets.getByText(ticket.code)).toBeVisible();
    await expect(
      tickets.getByRole('link', { name: `Biglietto di ${ticket.participant} (PDF)` }),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'order-ticket');
  },
);

test("the admin reads yesterday's attendance list, with counts, and can export it", async ({
  adminPage: page,
  adminApi,
}, info) => {
  const { conferences } = await (await adminApi.get('/api/conferences?q=deontologia&pageSize=10')).json();
  const conference = conferences[0] as { id: number; title: string };
  await page.goto(`/conferences/${conference.id}/accoglienza`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Accoglienza – ${conference.title}` }),
  ).toBeVisible();
  await expect(page.getByText(/Arrivati \d+ su \d+ · mancano \d+/)).toBeVisible();
  await page.getByRole('tab', { name: /Arrivati/ }).click();
  await expect(page.getByRole('list', { name: 'Arrivati' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, info, 'attendance-desktop');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`presenze-conferenza-${conference.id}.xlsx`);
});
