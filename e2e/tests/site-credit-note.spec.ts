import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { shot } from '../helpers/shot';

/**
 * A paid order the association cancels (issue 34): the booker's order page names the invoice
 * "Fattura" and its credit note "Nota di credito", the credit note's amount taken away, so nobody
 * reads two invoices and thinks they paid twice. On a booking of the test's own, at 1366 and 390 px.
 */

type Transfer = { id: number };

for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  test(
    `a cancelled paid order shows its invoice and its credit note, taken away (${at})`,
    phone ? { tag: '@phone' } : {},
    async ({ page, adminApi }, info) => {
      const conference = await bookableConference(adminApi);
      const booked = await bookByTransfer(conference.id);
      const [transfer] = await getField<Transfer[]>(
        adminApi,
        `/api/manual-transfers?q=${booked.reference}`,
        'transfers',
      );
      const confirmed = await adminApi.post(`/api/manual-transfers/confirm/${transfer.id}`);
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      const cancelled = await adminApi.post(`/api/orders/${booked.order_id}/cancel`, {
        data: { reason: 'Convegno rinviato' },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);

      await page.goto(new URL(booked.order_url).pathname);
      await expect(
        page.getByRole('heading', { level: 1, name: `Ordine n. ${booked.order_id}` }),
      ).toBeVisible();
      await expect(page.locator('.status')).toHaveText('Stato: Annullato');
      const documents = page.getByRole('region', { name: 'Fatture e note di credito' });
      const items = documents.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0).getByRole('link')).toHaveText(
        /^Fattura n\. \S+ del \d\d\/\d\d\/\d{4} \(PDF\)$/,
      );
      await expect(items.nth(0)).toContainText('€ 300,00');
      await expect(items.nth(0)).not.toContainText('−');
      await expect(items.nth(1).getByRole('link')).toHaveText(
        /^Nota di credito n\. \S+ del \d\d\/\d\d\/\d{4} \(PDF\)$/,
      );
      await expect(items.nth(1)).toContainText('−€ 300,00');
      // the amount never parts across lines: "€" and its figure on one line
      const amount = items.nth(1).locator('.muted');
      expect(await amount.evaluate((el) => el.textContent)).toBe('\u2212€\u00a0300,00');
      const box = await amount.boundingBox();
      expect(box?.height).toBeLessThan(30);
      await expectAccessible(page);
      await shot(page, info, `credit-note-${phone ? 390 : 1366}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
}
