import fs from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test } from '../fixtures';

const REQUESTED = "Se l'indirizzo è registrato, riceverai un'e-mail con il link per reimpostare la password.";

/** The reset link of the newest .eml in the outbox addressed to `email` (quoted-printable decoded). */
function linkMailedTo(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const messages = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(email));
  const text = messages
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return text.match(/https?:\/\/[^\s"<]+\/reset-password\?token=[\w-]+/)?.[0];
}

test('Password dimenticata? mails a link that sets a new password, which then signs in', async ({
  page,
  adminApi,
}) => {
  const email = `dimenticata-${Date.now().toString(36)}@e2e.example.it`;
  const created = await adminApi.post('/api/users', {
    data: {
      user: {
        name: 'Smemorina',
        surname: 'Rossi',
        email,
        profile_name: 'admin',
        status: 'active',
        active: true,
        password: 'Prima-Password-Lunga-2026',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Password dimenticata?', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText(REQUESTED)).toBeVisible();
  await expect(page.getByRole('link', { name: "Torna all'accesso" })).toBeVisible();
  await expectAccessible(page);

  await expect.poll(() => linkMailedTo(email), { timeout: 30_000 }).toBeTruthy();
  const link = new URL(linkMailedTo(email) as string);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Imposta la nuova password per ${email}.`)).toBeVisible();
  const password = 'Nuova-Password-Ricordata-2026';
  await page.getByLabel('Nuova password').fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: 'Imposta password' }).click();
  await expect(page.getByText('Password impostata: ora puoi accedere con la nuova password.')).toBeVisible();
  await page.getByRole('link', { name: "Vai all'accesso" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/documents');
});

test('an unknown address gets the same answer, and no message is written for it', async ({ page }) => {
  const email = `nessuno-${Date.now().toString(36)}@e2e.example.it`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText(REQUESTED)).toBeVisible();
  expect(linkMailedTo(email)).toBeUndefined();
});
