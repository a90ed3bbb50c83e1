import { expect, expectAccessible, test } from '../fixtures';
import { typeDate } from '../helpers/forms';

test('payments export: a range without payments says so and opens nothing; a range with payments downloads a CSV named by its range', async ({
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
  page.on('download', () => {
    opened = true;
  });
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  await expect(
    page.getByText('Nessun pagamento incassato nel periodo scelto: scegli altre date.'),
  ).toBeVisible();
  expect(opened).toBe(false);

  await typeDate(page, 'Data inizio', '01012000', { selectAll: true });
  await typeDate(page, 'Data fine', '31122030', { selectAll: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  // named by the range, not by a blob's random id
  expect((await download).suggestedFilename()).toBe('pagamenti-2000-01-01-2030-12-31.csv');
  await expect(page.getByText(/^Esportazione completata: [\d.]+ pagamenti$/)).toBeVisible();
});
