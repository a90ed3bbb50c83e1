import { expect, expectAccessible, login, test } from '../fixtures';

/** The drawer links, where each leads and the title its page shows in the top bar. */
const DRAWER_LINKS = [
  { name: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
  { name: 'Documenti', path: '/documents', title: 'Documenti' },
  { name: 'Area Documentale', path: '/document-area', title: 'Area Documentale' },
  { name: 'Conferenze', path: '/conferences', title: 'Conferenze' },
  { name: 'Utenti', path: '/users', title: 'Utenti' },
  { name: 'Esperti', path: '/experts', title: 'Esperti' },
  { name: 'Pagamenti', path: '/payments', title: 'Pagamenti' },
  { name: 'Companies', path: '/memberships', title: 'Companies' },
  { name: 'Lista Bonifici', path: '/manual-transfers', title: 'Bonifici in Attesa' },
  { name: 'Lista Arbitrator', path: '/arbitrators', title: 'Lista Arbitrator' },
] as const;

const pathOf = (url: string) => new URL(url).pathname;

test.describe('sign-in', () => {
  test('the sign-in page is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
  });

  test('email and password lead to /documents', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password', { exact: true }).fill('demo-admin-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Documenti' })).toBeVisible();
  });

  test('a wrong password shows an error and stays on /', async ({ page, consoleErrors }) => {
    // Chromium logs the refused sign-in (HTTP 401) as a console error: it is the answer this test asks for.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 401/);
    await page.goto('/');
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(pathOf(page.url())).toBe('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('session', () => {
  test('without a session, /users sends the visitor to /', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a stored token the server refuses sends the visitor to /, showing no data', async ({
    page,
    consoleErrors,
  }) => {
    // the refused token check and list request (HTTP 401) are what this test provokes
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 401/);
    await page.addInitScript(() => localStorage.setItem('auth_token', 'revoked-or-forged-token'));
    await page.goto('/users');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('gridcell')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test('a signed-in visitor of / goes on to /documents', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Documenti' })).toBeVisible();
  });

  test('a reload keeps the session', async ({ adminPage: page }) => {
    await page.goto('/users');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Utenti' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Utenti' })).toBeVisible();
  });

  test('Menu → Logout returns to / and ends the session', async ({ page }) => {
    // A session of its own: logging out the shared token would sign every other test out.
    await login(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.goto('/documents');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('drawer', () => {
  for (const link of DRAWER_LINKS) {
    test(`"${link.name}" opens ${link.path}`, async ({ adminPage: page }) => {
      // Start from another page so the click really navigates.
      const start = link.path === '/documents' ? '/dashboard' : '/documents';
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === link.path);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(link.title);
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page).toHaveTitle(new RegExp(`^${link.title}`));
      await expectAccessible(page);
    });
  }

  test('the drawer collapses and opens again', async ({ adminPage: page }) => {
    await page.goto('/documents');
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Utenti', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Nascondi navigazione' }).click();
    await expect(nav.getByRole('link', { name: 'Utenti', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Mostra navigazione' }).click();
    await expect(nav.getByRole('link', { name: 'Utenti', exact: true })).toBeVisible();
  });
});

test.describe('phone', () => {
  test('the drawer opens from the top bar toggle and closes on navigation', { tag: '@phone' }, async ({
    adminPage: page,
  }) => {
    await page.goto('/documents');
    const toggle = page.getByRole('button', { name: 'Mostra navigazione' });
    await expect(toggle).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Utenti', exact: true })).toBeHidden();
    await expectAccessible(page);
    await toggle.click();
    await nav.getByRole('link', { name: 'Utenti', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/users');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Utenti');
    await expect(nav.getByRole('link', { name: 'Utenti', exact: true })).toBeHidden();
  });

  test('the sign-in page fits a phone', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
  });
});
