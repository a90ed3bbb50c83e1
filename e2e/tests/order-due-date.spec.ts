import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { typeDate } from '../helpers/forms';

/** "Proroga scadenza" on an order awaiting its transfer: a new due date, on the order and its transfer. */

const dmy = (wire: string) => wire.split('-').reverse().join('/');

for (const tag of ['', ' @phone']) {
  test(`an admin extends the due date of an order awaiting its transfer${tag}`, async ({
    adminPage: page,
    adminApi,
  }) => {
    const conference = await bookableConference(adminApi);
    const booking = await bookByTransfer(conference.id);
    const later = `${Number(booking.due_date.slice(0, 4)) + 1}${booking.due_date.slice(4)}`;

    await page.goto(`/order/${booking.order_id}`);
    const payment = page.getByRole('region', { name: 'Pagamento' });
    await expect(payment).toContainText(`Scadenza pagamento: ${dmy(booking.due_date)}`);
    await payment.getByRole('button', { name: 'Proroga scadenza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proroga scadenza' });
    await expect(dialog).toContainText(`Scadenza attuale: ${dmy(booking.due_date)}`);
    await expect(dialog.getByRole('button', { name: 'Proroga' })).toBeDisabled();
    await typeDate(page, 'Nuova scadenza', dmy(later).replaceAll('/', ''), { scope: dialog });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Proroga' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Scadenza prorogata' })).toBeVisible();
    await expect(payment).toContainText(`Scadenza pagamento: ${dmy(later)}`);

    const transfers = await (
      await adminApi.get(`/api/manual-transfers?type=CONFERENCE&q=${encodeURIComponent(booking.reference)}`)
    ).json();
    expect(transfers.transfers[0].due_date).toBe(later);
    await expectAccessible(page);
  });
}
