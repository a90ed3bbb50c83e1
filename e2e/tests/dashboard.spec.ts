import { expect, expectAccessible, test } from '../fixtures';

/** The dashboard, the "Storico" of a record and search everywhere. */

test.describe('dashboard', () => {
  test('shows the figures and both charts, without console errors', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const title of [
      'Membership',
      'Da fare',
      'Prenotazioni da incassare',
      'In scadenza nei prossimi 30 giorni',
      'Prossime conferenze',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^\d+ Attive\b/ })).toBeVisible();
    // The demo data holds memberships and upcoming conferences: a donut and a bar chart (lazy chunks).
    await expect(page.locator('.MuiChartsSurface-root')).toHaveCount(2);
    await expect(page.getByText('Pagati', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('the dashboard fits a phone', { tag: '@phone' }, async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('.MuiChartsSurface-root')).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // "€" stays on the line of its figures even where the label wraps
    const amount = page.getByRole('link', { name: /Bonifici da confermare/ }).getByText(/^€/);
    expect(await amount.evaluate((el) => el.getClientRects().length)).toBe(1);
    await expectAccessible(page);
  });

  test('the figures and the chart legend name each status the same way', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    const widget = page.getByRole('region', { name: 'Membership', exact: true });
    await expect(page.locator('.MuiChartsSurface-root')).toHaveCount(2);
    const legend = (await widget.locator('.MuiChartsLegend-root').first().innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(legend.length).toBeGreaterThan(1);
    const figures = await widget.getByRole('link').allInnerTexts();
    // every status the demo data holds with a figure of its own is named as the legend names it
    for (const label of ['Attive', 'In prova', 'Annullate']) {
      expect(legend).toContain(label);
      expect(figures.some((text) => text.replace(/\s+/g, ' ').endsWith(` ${label}`))).toBe(true);
    }
    for (const label of legend) expect(label).not.toMatch(/^[a-z_]+$/);
  });

  test('a figure opens the list filtered the same way, with the same total', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto('/dashboard');
    const figure = page.getByRole('link', { name: /^\d+ Arbitrator da approvare/ });
    await expect(figure).toBeVisible();
    const shown = Number((await figure.innerText()).match(/^\d+/)?.[0]);
    const api = await adminApi.get('/api/arbitrators?all=true&status=pending&pageSize=1');
    expect(shown).toBe((await api.json()).total);

    await figure.click();
    await expect(page).toHaveURL(/\/arbitrators\?.*status=pending/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Lista Arbitrator' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveText('Non confermato');
    const grid = page.getByRole('grid', { name: 'Lista Arbitrator' });
    await expect(grid.getByText('Non confermato').first()).toBeVisible();
    await expect(grid.getByText('Confermato', { exact: true })).toHaveCount(0);
  });
});

test('Storico on the arbitrator page shows an edit just made', async ({ adminPage: page, adminApi }) => {
  // The last arbitrator awaiting approval: the arbitrators spec confirms the first one.
  const res = await adminApi.get('/api/arbitrators?all=true&approved=0&sort=-id&pageSize=1');
  const [arbitrator] = (await res.json()).arbitrators as { id: number }[];
  expect(arbitrator, 'the demo data holds an arbitrator awaiting approval').toBeTruthy();
  const phone = `+39 02 ${Date.now() % 10_000_000}`;

  await page.goto(`/arbitrators/${arbitrator.id}`);
  const field = page.getByLabel('Telefono');
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  await field.fill(phone);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Arbitrator Salvato')).toBeVisible();

  await page.getByRole('button', { name: 'Storico' }).click();
  const changes = page.getByRole('list', { name: 'Modifiche' });
  const entry = changes.getByRole('listitem').first();
  await expect(entry).toContainText('Modifica');
  await expect(entry).toContainText('admin@demo.local');
  await expect(entry.getByRole('definition').filter({ hasText: phone })).toContainText(
    `${before || '—'} → ${phone}`,
  );
  await expectAccessible(page);
});

test('the command palette finds a user by part of the surname, accents folded, and opens it', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = Date.now().toString(36);
  const created = await adminApi.post('/api/users', {
    data: {
      user: {
        name: 'Palette',
        surname: `Di Nicolò ${tag}`,
        email: `palette-${tag}@example.it`,
        profile_name: 'client',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).user as { id: number };

  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Cerca ovunque' });
  await expect(input).toBeFocused();
  await input.fill(`nicolo ${tag}`);
  const option = page.getByRole('option', { name: new RegExp(`Palette Di Nicolò ${tag}`) });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));

  // The top bar button opens it too.
  await page.getByRole('button', { name: 'Cerca ovunque' }).click();
  await expect(page.getByRole('combobox', { name: 'Cerca ovunque' })).toBeFocused();
});

test('Cestino restores a deleted user with one click', async ({ adminPage: page, adminApi }) => {
  const tag = Date.now().toString(36);
  const email = `cestino-${tag}@example.it`;
  const created = await adminApi.post('/api/users', {
    data: { user: { name: 'Cestino', surname: `Prova ${tag}`, email, profile_name: 'client' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).user as { id: number };
  expect((await adminApi.delete(`/api/users/${id}`)).ok()).toBe(true);

  await page.goto(`/trash?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Cestino' })).toBeVisible();
  const title = `Cestino Prova ${tag} <${email}>`;
  const restore = page.getByRole('button', { name: `Ripristina ${title}` });
  await expect(page.getByRole('gridcell', { name: title, exact: true })).toBeVisible();
  await expectAccessible(page);
  await restore.click();
  await expect(page.getByText('Elemento ripristinato')).toBeVisible();
  await expect(restore).toHaveCount(0);
  expect((await adminApi.get(`/api/users/${id}`)).ok()).toBe(true);
});
