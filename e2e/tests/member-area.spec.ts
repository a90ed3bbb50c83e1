import { expect, expectAccessible, test } from '../fixtures';
import { MEMBER, ownMember, signInMember as signIn, signInAs } from '../helpers/member';

/**
 * The member area of the site: the demo member (socio@demo.local, README) signs in, sees the
 * membership, the company's orders and invoices, downloads an invoice's PDF, reads the documents
 * and downloads one; an admin signed in to the back-office is nobody on the site.
 */
// each at 1366 px and on a phone (the phone project runs the @phone ones)
for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  const tag = phone ? { tag: '@phone' } : {};

  test(
    `a member signs in, sees the membership, orders and invoices, and downloads an invoice (${at})`,
    tag,
    async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('region', { name: 'Quota associativa' })).toContainText(
        'Stato della quota associativa: Attiva',
      );
      await expect(
        page.getByRole('region', { name: 'Ordini dell’azienda' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Persone dell’azienda' })).toContainText(MEMBER.email);
      const invoices = page.getByRole('region', { name: 'Fatture e note di credito' });
      const pdf = invoices.getByRole('button', { name: /^Scarica il PDF: Fattura/ }).first();
      await expect(pdf).toBeVisible();
      await expectAccessible(page);
      const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await download.createReadStream().then(
        (s) =>
          new Promise<Buffer>((resolve) => {
            const parts: Buffer[] = [];
            s.on('data', (c: Buffer) => parts.push(c));
            s.on('end', () => resolve(Buffer.concat(parts)));
          }),
      );
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      // the header now leads to the area; signing out leads back to the sign-in
      await expect(
        page.getByRole('navigation', { name: 'Sezioni del sito' }).getByRole('link', { name: 'Area soci' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Esci' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Sezioni del sito' }).getByRole('link', { name: 'Accedi' }),
      ).toBeVisible();
    },
  );

  test(
    `a member renews the membership by bank transfer and sees what to pay (${at})`,
    tag,
    async ({ page, adminApi }) => {
      // a member of the test's own: a renewal asked stays pending, and the demo member's is shared
      const own = await ownMember(adminApi, phone ? 3 : 2);
      await signInAs(page, own);
      await page.getByRole('button', { name: 'Rinnova con bonifico' }).click();
      const transfer = page.getByRole('region', { name: 'Rinnovo: bonifico bancario' });
      await expect(transfer).toContainText('IBAN');
      const reference = (await transfer.locator('.reference').innerText()).replace(/\s+/g, '');
      expect(reference).toMatch(/^RF\d{2}[0-9A-Z]+$/);
      await expectAccessible(page);
      // the admins see it at once, waiting among the transfers
      const res = await adminApi.get(`/api/manual-transfers?type=MEMBERSHIP&q=${reference}`);
      expect((await res.json()).transfers).toEqual([
        expect.objectContaining({ reference, email: own.email }),
      ]);
      // withdrawn, the admins no longer wait for it
      await page.getByRole('button', { name: 'Ritira la richiesta di rinnovo' }).click();
      await expect(page.getByRole('button', { name: 'Rinnova con bonifico' })).toBeVisible();
      const after = await adminApi.get(`/api/manual-transfers?type=MEMBERSHIP&q=${reference}`);
      expect((await after.json()).transfers).toEqual([]);
    },
  );

  test(`a member reads a document in Italian and downloads it (${at})`, tag, async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Documenti riservati ai soci' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documenti' })).toBeVisible();
    // a section with a file in Italian, the demo member's language (other tests add sections meanwhile)
    // (a closed section's buttons are out of the accessibility tree: found by their label's text)
    const section = page
      .locator('details')
      .filter({ has: page.locator('button[aria-label$=" in Italiano"]') })
      .first();
    await section.locator('summary').click();
    const file = section.getByRole('button', { name: /^Scarica «.+» in Italiano$/ }).first();
    await expect(file).toBeVisible();
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });
}

test('a wrong password is refused in Italian; the back-office admin is nobody on the site', async ({
  adminPage: page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/area/socio');
  await expect(page.getByRole('link', { name: 'accedi con il tuo account' })).toBeVisible();
  await page.goto('/area/accedi');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(MEMBER.email);
  await page.getByLabel('Password').fill('non è la password');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/credenziali|password/i);
  await expectAccessible(page);
});

test('the member area fits a phone', { tag: '@phone' }, async ({ page }) => {
  await signIn(page);
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: 'Documenti riservati ai soci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documenti' })).toBeVisible();
  await expectAccessible(page);
});
