import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test } from '../fixtures';

const PASSWORD = 'Password-e2e-2026!';

/** A code of the authenticator app, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** The sign-in form's first step (fixtures' login() is typed for the demo admin only). */
async function submitPassword(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// An admin of its own: the shared demo admin must never get 2FA (other tests sign it in).
test('an admin enrols 2FA from the profile page, then signs in with the code', async ({ page, adminApi }) => {
  const email = `twofa-${Date.now().toString(36)}@e2e.example.it`;
  const created = await adminApi.post('/api/users', {
    data: {
      user: {
        name: 'Dora',
        surname: 'Duefattori',
        email,
        profile_name: 'admin',
        status: 'active',
        active: true,
        password: PASSWORD,
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/');
  await submitPassword(page, email);
  await page.waitForURL('**/documents');
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Profilo' }).click();
  await page.waitForURL('**/account');

  const sessions = page.getByRole('table', { name: 'Sessioni attive' });
  await expect(sessions.getByText('Sessione corrente')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Attiva la verifica in due passaggi' }).click();
  await expect(page.getByRole('img', { name: 'QR code per l’app di autenticazione' })).toBeVisible();
  const secret = (await page.locator('section code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Codice di verifica').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Conferma' }).click();

  const codes = page.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText('Verifica in due passaggi attivata.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ho salvato i codici' }).click();
  await expect(page.getByText('Codici di recupero rimasti: 10')).toBeVisible();
  // after a reload the page shows 2FA on, and the codes are gone for good
  await page.reload();
  await expect(page.getByText('Codici di recupero rimasti: 10')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Codici di recupero' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await submitPassword(page, email);
  const code = page.getByLabel('Codice di verifica');
  await expect(code).toBeVisible();
  await expectAccessible(page);
  // the enrolment's code was used: the next period's one is accepted
  await code.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verifica' }).click();
  await page.waitForURL('**/documents');
});
