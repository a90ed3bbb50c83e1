import { expect, expectAccessible, test } from '../fixtures';

test('the mail outbox lists a password link sent to a user, with its preview, and the user page links to it', async ({
  adminPage: page,
  adminApi,
  consoleErrors,
}) => {
  // The HTML preview is a sandboxed frame without allow-scripts: Chromium refuses to run the
  // scripts Playwright injects into every frame and logs the refusal. That is the sandbox working.
  consoleErrors.allow(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  const email = `posta-${Date.now()}@e2e.example.it`;
  const created = await adminApi.post('/api/users', {
    data: { user: { name: 'Nicolò', surname: 'Postino', email, profile_name: 'client', status: 'active' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const user = (await created.json()).user;
  const link = await adminApi.post(`/api/users/generate-password-link/${user.id}`);
  expect(link.ok()).toBe(true);
  const passwordLink: string = (await link.json()).password_link;

  await page.goto('/mail');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Email inviate' })).toBeVisible();
  await page.getByLabel('Cerca oggetto o destinatario').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('gridcell', { name: 'Link reset password' })).toBeVisible();
  // no SMTP_URL in the browser tests: the message is written to the .eml outbox, i.e. sent
  await expect(row.getByText('Inviata', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('link', { name: /^Apri l'email/ }).click();
  await expect(page).toHaveURL(/\/mail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Imposta la tua password', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utente' })).toHaveAttribute('href', `/users/${user.id}`);
  // read from the frame's source: the sandboxed preview refuses the scripts a locator inside it would run
  const preview = page.locator('iframe[title="Anteprima HTML"]');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(preview).toHaveAttribute('srcdoc', /Imposta la password<\/a>/);
  expect(await preview.getAttribute('srcdoc')).toContain(passwordLink.replace(/&/g, '&amp;'));
  await page.getByRole('tab', { name: 'Testo' }).click();
  await expect(page.getByText(passwordLink)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Riprova invio' })).toHaveCount(0);
  // checked on the Testo tab: axe cannot run inside the sandboxed preview, which blocks scripts
  await expectAccessible(page);

  // the user's Storico lists the message and opens it
  await page.goto(`/users/${user.id}`);
  await page.getByRole('button', { name: 'Storico' }).click();
  // the panel opens while the record's history loads: the link is clicked once it is there, whole
  const opened = page.getByRole('link', { name: 'Imposta la tua password' });
  await expect(opened).toHaveAttribute('href', /\/mail\/\d+$/);
  await opened.click();
  await expect(page).toHaveURL(/\/mail\/\d+$/);
});

test('the failed-mails figure of the dashboard opens the outbox filtered by status', async ({
  adminPage: page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^\d+ Email non consegnate/ }).click();
  await expect(page).toHaveURL(/\/mail\?.*status=failed/);
  await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveText('Non inviata');
});
