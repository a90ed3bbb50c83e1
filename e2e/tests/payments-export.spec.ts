import { expect, expectAccessible, test } from '../fixtures';
import { typeDate } from '../helpers/forms';

test('payments export: a range without payments says so and opens nothing; a range with payments opens the CSV', async ({
  adminPage: page,
}) => {
  await page.goto('/payments');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Pagamenti' })).toBeVisible();
  await expectAccessible(page);

  await typeDate(page, 'Data inizio', '01012001');
  await typeDate(page, 'Data fine', '31012001');
  let opened = false;
  page.context().on('page', () => {
    opened = true;
  });
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(
    page.getByText('Nessun pagamento incassato nel periodo scelto: scegli altre date.'),
  ).toBeVisible();
  expect(opened).toBe(false);

  await typeDate(page, 'Data inizio', '01012000', { selectAll: true });
  await typeDate(page, 'Data fine', '31122030', { selectAll: true });
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Export' }).click();
  await popup;
  await expect(page.getByText(/^Esportazione completata: [\d.]+ pagamenti$/)).toBeVisible();
});
