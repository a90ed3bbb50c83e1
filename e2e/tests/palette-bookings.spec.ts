import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';

/**
 * Search everywhere finds a booking as an admin remembers it (issue "admin finds"): by the RF
 * reference the bank printed, spaced and in lower case, or as the order shows it; the result says
 * what matched and opens the order. On a desk screen and on a phone.
 */

/** "RF18000000000539007547034" as a bank statement prints it: groups of four, lower case. */
const spaced = (reference: string) => reference.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');

async function findOrder(page: Page, q: string, orderId: number) {
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerca ovunque' }).click();
  const input = page.getByRole('combobox', { name: 'Cerca ovunque' });
  await expect(input).toBeFocused();
  await input.fill(q);
  const option = page.getByRole('option', { name: new RegExp(`#${orderId}\\b`) });
  await expect(option).toBeVisible();
  return option;
}

for (const size of [
  { name: 'at 1366 px', viewport: { width: 1366, height: 768 } },
  { name: 'on a phone', viewport: { width: 390, height: 844 } },
]) {
  test(`the palette finds a booking by its reference, spaced or not, ${size.name}`, async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.setViewportSize(size.viewport);
    const conference = await bookableConference(adminApi);
    const booking = await bookByTransfer(conference.id);

    const byReference = await findOrder(page, spaced(booking.reference), booking.order_id);
    await expect(byReference).toContainText(booking.reference);
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Cerca ovunque' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order/${booking.order_id}$`));

    // the reference as the order detail shows it finds it too
    await expect(await findOrder(page, booking.reference, booking.order_id)).toBeVisible();
  });
}
