import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { shot } from '../helpers/shot';

/** Cents as the screens write them: "€ 1.234,00". */
const euro = (cents: number) =>
  `€ ${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100)}`;

test.describe('bulk actions', () => {
  test('two transfers selected and confirmed at once: the dialog says how many and how much', async ({
    adminPage: page,
    adminApi,
  }, info) => {
    // two bookings of the test's own, each waiting for its bank transfer
    const conference = await bookableConference(adminApi);
    const first = await bookByTransfer(conference.id);
    const second = await bookByTransfer(conference.id);

    await page.goto('/manual-transfers?confirm=false&q=studio-prova');
    const rowOf = (reference: string) => page.getByRole('row').filter({ hasText: reference });
    await rowOf(first.reference).getByRole('checkbox').check();
    await rowOf(second.reference).getByRole('checkbox').check();

    const bar = page.getByRole('region', { name: 'Azioni sulle righe selezionate' });
    await expect(bar).toContainText('2 bonifici selezionati');
    await shot(page, info, 'transfers-selected');
    await expectAccessible(page);

    await bar.getByRole('button', { name: 'Conferma pagamenti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conferma pagamenti' });
    await expect(dialog).toContainText(`Confermare 2 bonifici per ${euro(first.total + second.total)}?`);
    await shot(page, info, 'transfers-confirm-dialog');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 bonifici confermati');
    await shot(page, info, 'transfers-confirm-done');
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toBeHidden();

    // each transfer paid its order, as its own button does
    for (const booking of [first, second]) {
      const order = await adminApi.get(`/api/conferences/booking-by-order-id/${booking.order_id}`);
      expect((await order.json()).booking.paid_at).not.toBeNull();
    }
  });

  test('the invoices list offers its selection as a ZIP, with a choice of files', async ({
    adminPage: page,
  }, info) => {
    await page.goto('/invoices');
    const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows.nth(2)).toBeVisible();
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Azioni sulle righe selezionate' });
    await expect(bar).toContainText('2 fatture selezionate');
    await bar.getByRole('button', { name: 'Scarica ZIP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scarica ZIP' });
    await expect(dialog).toContainText('Scaricare 2 fatture in un file ZIP?');
    await expect(dialog.getByRole('radio', { name: 'PDF e XML' })).toBeChecked();
    await shot(page, info, 'invoices-zip-dialog');
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Solo XML (FatturaPA)' }).check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Scarica' }).click();
    expect((await download).suggestedFilename()).toBe('fatture.zip');
    await expect(dialog).toBeHidden();
  });
});
