import { expect, expectAccessible, test } from '../fixtures';
import { createConference } from '../xss/harness';

test('an empty list says what it lacks, and a search without results says how to get out', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = Date.now().toString(36);
  // long over, so it is nobody's upcoming conference
  const conference = await createConference(adminApi, {
    title: `Convegno vuoto ${tag}`,
    date_start: '2001-03-05',
    date_end: '2001-03-06',
    city: 'Milano',
    description: 'Convegno di prova',
  });

  await page.goto(`/orders/${conference.id}`);
  await expect(page.getByText('Non ci sono ancora ordini.')).toBeVisible();
  await expect(page.getByText('Nessun record')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/conferences?q=${encodeURIComponent(`nessuna-conferenza-${tag}`)}`);
  await expect(
    page.getByText('Nessun risultato per questa ricerca: cambia o azzera la ricerca e i filtri.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a missing record names what is missing and leads back to its list', async ({
  adminPage: page,
  consoleErrors,
}) => {
  // the page asks for a record that does not exist: the server answers 404 on purpose
  consoleErrors.allow(/status of 404/);
  await page.goto('/users/987654321');
  await expect(page.getByText('Utente inesistente (id 987654321): forse è nel cestino.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Torna a Utenti' }).click();
  await expect(page).toHaveURL(/\/users(\?|$)/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Utenti' })).toBeVisible();

  await page.goto('/indirizzo-che-non-esiste');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('«/indirizzo-che-non-esiste»')).toBeVisible();
  await expectAccessible(page);
});

test('search everywhere shows a conference start as dd/MM/yyyy', async ({ adminPage: page, adminApi }) => {
  const tag = Date.now().toString(36);
  await createConference(adminApi, {
    title: `Convegno data ${tag}`,
    date_start: '2001-03-05',
    date_end: '2001-03-06',
    city: 'Milano',
    description: 'Convegno di prova',
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Cerca ovunque' }).fill(`Convegno data ${tag}`);
  const option = page.getByRole('option', { name: new RegExp(`Convegno data ${tag}`) });
  await expect(option).toContainText('05/03/2001');
  await expect(option).not.toContainText('2001-03-05');
  await expectAccessible(page);
});

test('on a phone a row’s actions are on screen without scrolling sideways', { tag: '@phone' }, async ({
  adminPage: page,
}) => {
  await page.goto('/users');
  const firstRow = page.getByRole('row').nth(1);
  const detail = firstRow.getByRole('link', { name: /^Dettaglio di/ });
  await expect(detail).toBeVisible();
  const box = await detail.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
