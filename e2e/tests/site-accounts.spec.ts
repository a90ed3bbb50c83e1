import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { PDF } from '../helpers/files';
import { shot } from '../helpers/shot';

/**
 * Issue 34, item 7, on the member site at 1366 and 390 px: a member's "Password dimenticata?"
 * mails a link to /area/reimposta-password, where they set the password and go back to the site's
 * sign-in; an approved arbitrator sets their password from the approval mail, signs in on the site
 * (Member Area off) and keeps their own record current on /area/arbitro.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The newest site link of the outbox's messages to `email` (quoted-printable decoded). */
function siteLinkMailedTo(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(outbox)) return undefined;
  const text = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(email))
    .join('\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return text.match(/https?:\/\/[^\s"<]+\/area\/reimposta-password\?token=[\w-]+/)?.[0];
}

/** Opens the mailed link on this server and sets `password` twice; ends on the site's sign-in. */
async function setPassword(page: Page, email: string, password: string, name: string) {
  await expect.poll(() => siteLinkMailedTo(email), { timeout: 30_000 }).toBeTruthy();
  const link = new URL(siteLinkMailedTo(email) as string);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reimposta la password' })).toBeVisible();
  await expect(page.getByText(`Imposta la nuova password per ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByRole('textbox', { name: 'Nuova password' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#password-error')).toContainText('Almeno 12 caratteri');
  await expectAccessible(page);
  await shot(page, test.info(), `${name}-reset-form`);
  await page.getByLabel('Nuova password').fill(password);
  await page.getByLabel('Conferma la password').fill(password);
  await page.getByRole('button', { name: 'Imposta la password' }).click();
  await expect(page.getByRole('status')).toContainText('Password impostata');
  await expectAccessible(page);
  await shot(page, test.info(), `${name}-reset-done`);
  await page.getByRole('link', { name: 'Vai all’accesso' }).click();
  await expect(page).toHaveURL(/\/area\/accedi$/);
}

/**
 * Waits for the server to take requests: just after its start, seeding's mail and PEC work can keep
 * its event loop busy enough that it sheds a first page with 503 (plugins/load.ts), which the page's
 * console would report. Asked without a browser, a 503 is only a reason to ask again.
 */
async function serverTakesRequests(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get('/area/accedi')).status(), { intervals: [500, 1000, 2000] })
    .toBe(200);
}

async function signInOnSite(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

async function approvedApplicant(request: APIRequestContext, adminApi: APIRequestContext, email: string) {
  const countries = (await (await request.get('/api/public/countries')).json()).countries as {
    id: number;
    name: string;
  }[];
  const italy = countries.find((c) => c.name === 'Italia');
  const application = {
    email,
    name: 'Bianca',
    surname: 'Ferri',
    phone: '+39 333 7654321',
    country: italy?.id,
    year_of_birth: 1975,
    group: 'Party appointed arbitrators',
    languages: 'Italiano',
    professional_qualification: 'Avvocato',
    experience_field_distribution: '',
    litigation_experience: '',
    arbitration_experience: 'Sei arbitrati',
    experience_in_house: '',
    distribution_cases: [],
    privacy_accepted: true,
  };
  const applied = await request.post('/api/public/arbitrator-applications', {
    multipart: {
      application: JSON.stringify(application),
      curriculum: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      first_reccomandation: { name: 'ref1.pdf', mimeType: 'application/pdf', buffer: PDF },
      second_reccomandation: { name: 'ref2.pdf', mimeType: 'application/pdf', buffer: PDF },
      image: { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const id = (await applied.json()).application.id as number;
  expect((await adminApi.post(`/api/arbitrators/${id}/confirm`)).ok()).toBe(true);
  return id;
}

for (const phone of [false, true]) {
  const at = phone ? '390 px' : '1366 px';
  const tag = phone ? { tag: '@phone' } : {};
  const suffix = phone ? 'phone' : 'desktop';

  test(
    `a member resets the password on the site and signs in there (${at})`,
    tag,
    async ({ page, request, adminApi, consoleErrors }) => {
      await serverTakesRequests(request);
      const email = `smemorato-${suffix}-${Date.now().toString(36)}@e2e.example.it`;
      const created = await adminApi.post('/api/users', {
        data: {
          user: {
            name: 'Sandro',
            surname: 'Smemorato',
            email,
            profile_name: 'client',
            status: 'active',
            active: true,
            member_area: true,
          },
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      await page.goto('/area/accedi');
      await page.getByRole('button', { name: 'Password dimenticata?' }).click();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('button', { name: 'Invia il link' }).click();
      await expect(page.getByRole('status')).toContainText('Se l');
      const password = `Ritrovata-${suffix}-2026`;
      await setPassword(page, email, password, `member-${suffix}`);
      await signInOnSite(page, email, password);
      await expect(page.getByRole('heading', { level: 1, name: /Area soci/ })).toBeVisible();

      // the link is spent: opened again, it says so and where to ask for another (its check is a 400)
      consoleErrors.allow(/status of 400/);
      const used = new URL(siteLinkMailedTo(email) as string);
      await page.goto(`${used.pathname}${used.search}`);
      await expect(page.getByRole('alert')).toContainText('Il link non è valido');
      await expectAccessible(page);
    },
  );

  test(
    `an approved arbitrator signs in on the site and keeps their record current (${at})`,
    tag,
    async ({ page, request, adminApi, consoleErrors }) => {
      await serverTakesRequests(request);
      const email = `arbitra-${suffix}-${Date.now().toString(36)}@studio-arbitri.example`;
      const id = await approvedApplicant(request, adminApi, email);
      const password = `Arbitra-Sicura-${suffix}-2026`;
      await setPassword(page, email, password, `arbitrator-${suffix}`);
      await signInOnSite(page, email, password);
      await expect(page.getByRole('heading', { level: 1, name: /Area arbitro/ })).toBeVisible();
      await expect(page).toHaveURL(/\/area\/arbitro$/);
      await expect(
        page
          .getByRole('navigation', { name: 'Sezioni del sito' })
          .getByRole('link', { name: 'Area arbitro' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /Scarica cv\.pdf/ })).toBeVisible();
      await expectAccessible(page);
      await shot(page, test.info(), `arbitrator-${suffix}-page`);

      await page.getByRole('textbox', { name: 'Lingue' }).fill('Italiano, Francese');
      await page.getByRole('button', { name: 'Salva il profilo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profilo salvato' })).toBeVisible();

      // a scanned letter as an image is refused before sending, saying what is admitted
      await page
        .getByLabel('Nuovo file: Prima lettera di referenza')
        .setInputFiles({ name: 'lettera.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(/Formati ammessi: pdf, doc, docx\. Una lettera scansionata/)).toBeVisible();
      await page
        .getByLabel('Nuovo file: Prima lettera di referenza')
        .setInputFiles({ name: 'lettera-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByRole('button', { name: /Scarica lettera-2026\.pdf/ })).toBeVisible();
      await expectAccessible(page);
      await shot(page, test.info(), `arbitrator-${suffix}-saved`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Scarica cv\.pdf/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('cv.pdf');

      // the admins see it approved still, with the new data and the changes in its history
      const record = (await (await adminApi.get(`/api/arbitrators/${id}`)).json()).arbitrator;
      expect(record).toMatchObject({ approved: 1, languages: 'Italiano, Francese' });
      // nothing of a member's: the member area refuses this account
      consoleErrors.allow(/status of 403/);
      await page.goto('/area/socio');
      await expect(page.getByRole('alert')).toContainText("L'area riservata non è attiva");
    },
  );
}
