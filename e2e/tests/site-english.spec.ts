import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { shot } from '../helpers/shot';
import { orderPath, watchWarnings } from '../helpers/site-booking';

/**
 * The member site in English (issue 36, RUNNING.md "English"): a browser set to English reads the
 * booking journey in English, amounts and dates written the English way, the conference's Italian
 * title marked as Italian; the IT | EN switch turns an Italian browser's site English and back.
 * The conferences are the test's own, with Italian content only (no English title given).
 */

const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const html = (page: Page) => page.locator('html');
/** "€1,234.56": the euro sign before the figure, a decimal point */
const ENGLISH_AMOUNT = /^€\d{1,3}(,\d{3})*\.\d{2}$/;

/** The outbox's messages (no SMTP_URL in the browser tests) to `email`, quoted-printable decoded. */
function mailsTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      Buffer.from(
        fs
          .readFileSync(path.join(outbox, name), 'latin1')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .filter((mail) => mail.includes(email));
}

test.describe('a browser set to English', () => {
  test.use({ locale: 'en-GB' });

  test(
    'books a conference end to end in English on a phone',
    { tag: '@phone' },
    async ({ page, adminApi }, info) => {
      const conference = await bookableConference(adminApi);
      const warnings = watchWarnings(page);
      const email = `olivia.${Date.now().toString(36)}@chambers.example`;

      await page.goto('/area/conferenze');
      await expect(html(page)).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Conferences' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      const card = page.getByRole('article').filter({ hasText: conference.title });
      await expect(card).toContainText('€300.00');
      await expect(card).toContainText('100 seats available');
      // no English title: the Italian one, marked as such
      await expect(card.locator('[lang="it"]')).toHaveText(conference.title);
      await expect(card).toContainText('(in Italian)');
      await expectAccessible(page);
      await shot(page, info, 'en-phone-catalogue');

      await card.getByRole('link', { name: new RegExp(conference.title) }).click();
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(conference.title);
      await expect(heading.locator('[lang="it"]')).toHaveText(conference.title);
      // the month written, as an English reader expects (never 05/06, read either way)
      await expect(page.locator('.facts')).toContainText(/Dates\s*\d{1,2}[^/]* [A-Z][a-z]+ \d{4}/);
      await expect(page.locator('.facts')).toContainText('Full fee€300.00');
      await expect(page.locator('.description')).toHaveAttribute('lang', 'it');

      // submitted empty: every field to correct, named and explained in English
      await page.getByRole('button', { name: 'Book and get the bank transfer details' }).click();
      const summary = page.locator('.summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toHaveText(/^\d+ fields to correct$/);
      await expect(summary).toContainText('Participant 1: First name: ');
      await expect(summary).toContainText('Territory: ');
      await expect(summary).toContainText('Privacy policy: ');
      // the shared schemas' messages in English: the shared catalogue (api-english) translates them
      await expect(summary).not.toContainText('Campo obbligatorio');
      await expect(summary).not.toContainText('Per prenotare occorre');
      await expectAccessible(page);

      const first = page.getByRole('group', { name: /^Participant 1/ });
      await box(first, 'First name').fill('Olivia');
      await box(first, 'Last name').fill('Hart');
      await box(first, 'Email').fill(email);
      await first.getByLabel(/^Cena di gala/).selectOption('1');
      await expect(first.getByLabel(/^Cena di gala/)).toHaveAccessibleName(/\(in Italian\) \(€60\.00 each\)/);
      // the country in English; the territory follows it
      await select(page, 'Country').selectOption({ label: 'United Kingdom' });
      await expect(select(page, 'Territory')).toHaveValue('Extra UE');
      await select(page, 'Invoice to').selectOption({ label: 'Law firm' });
      await box(page, 'Company or firm name').fill('Hart Chambers');
      await box(page, 'Address').fill('1 Fleet Street');
      await box(page, 'Postcode').fill('EC4Y 1AA');
      await box(page, 'City').fill('London');
      await page.getByLabel(/I have read the privacy policy/).check();
      // the quote (the fee and one dinner) does not depend on the billing
      const quote = page.getByRole('region', { name: 'Summary' });
      await expect(quote.locator('.price-total')).toHaveText(/Total\s*€360\.00/);
      await expectAccessible(page);
      await shot(page, info, 'en-phone-conference-form');

      await page.getByRole('button', { name: 'Book and get the bank transfer details' }).click();
      await page.waitForURL(/\/area\/ordini\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: /^Order no\. \d+$/ })).toBeFocused();
      await expect(html(page)).toHaveAttribute('lang', 'en');
      await expect(page.locator('.status')).toHaveText('Status: Awaiting payment');
      await expect(page.getByRole('status').filter({ hasText: 'Booking received.' })).toContainText(email);
      // the order's total as charged (a stamp duty may join for an invoice without VAT), in English
      const total = page.getByRole('region', { name: 'Details' }).locator('.price-total .amount');
      await expect(total).toHaveText(ENGLISH_AMOUNT);
      const transfer = page.getByRole('region', { name: 'How to pay: bank transfer' });
      await expect(transfer.locator('dd.strong')).toHaveText((await total.textContent()) ?? '');
      await expect(transfer).toContainText(/Due date\s*\d{1,2} [A-Z][a-z]+ \d{4}/);
      await expectAccessible(page);
      await shot(page, info, 'en-phone-order');

      // the booking was made in English: the order records it, and its mail is in English
      const token = new URL(page.url()).pathname.split('/').pop() ?? '';
      const answer = await (await page.request.get(`/api/public/orders/${token}`)).json();
      expect(answer.order?.language ?? answer.language, 'the order records the booker language').toBe('en');
      await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(mailsTo(email).join('\n')).toContain('Booking no.');
      expect(warnings).toEqual([]);
    },
  );
});

test('the switch turns an Italian browser English, remembers it, and turns it back', async ({ page }) => {
  await page.goto('/area/conferenze');
  await expect(html(page)).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Conferenze' })).toBeVisible();
  const languages = page.getByRole('group', { name: 'Lingua' });
  await languages.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Conferences' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site sections' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferences' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  const switchNow = page.getByRole('group', { name: 'Language' });
  await expect(switchNow.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await switchNow.getByRole('button', { name: 'Italiano' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Conferenze' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferenze' })).toBeVisible();
});

test('the catalogue, a conference and an order page are accessible in both languages', async ({
  page,
  adminApi,
}, info) => {
  const conference = await bookableConference(adminApi);
  const order = await bookByTransfer(conference.id);
  const pages = [
    { path: '/area/conferenze', heading: { it: 'Conferenze', en: 'Conferences' }, name: 'catalogue' },
    {
      path: `/area/conferenze/${conference.id}`,
      heading: { it: conference.title, en: conference.title },
      name: 'conference',
    },
    {
      path: orderPath(order.order_url),
      heading: { it: `Ordine n. ${order.order_id}`, en: `Order no. ${order.order_id}` },
      name: 'order',
    },
  ];
  for (const locale of ['it', 'en'] as const) {
    await page.goto('/area/');
    await page.getByRole('button', { name: locale === 'it' ? 'Italiano' : 'English' }).click();
    await expect(html(page)).toHaveAttribute('lang', locale);
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(p.heading[locale]);
      await expect(page.locator('.loading')).toHaveCount(0);
      await expectAccessible(page);
      if (locale === 'en') await shot(page, info, `en-desktop-${p.name}`);
    }
  }
  // the order page's amounts written the English way
  await expect(
    page.getByRole('region', { name: 'How to pay: bank transfer' }).locator('dd.strong'),
  ).toHaveText(ENGLISH_AMOUNT);
});

test("a conference's English title, description, extras and workshops read English, their Italian in Italian", async ({
  page,
  adminApi,
}) => {
  const conference = await bookableConference(adminApi);
  const { conference: record } = await (await adminApi.get(`/api/conferences/${conference.id}`)).json();
  const english = `Study day ${conference.id}`;
  const saved = await adminApi.put(`/api/conferences/${conference.id}`, {
    data: {
      conference: {
        ...record,
        title_en: english,
        description_en: 'A study day.\nPractical session in the afternoon.',
        optionals: record.optionals.map((o: object) => ({ ...o, title_en: 'Gala dinner' })),
        workshops: record.workshops.map((w: object) => ({ ...w, title_en: 'Clause workshop' })),
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto('/area/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await page.goto(`/area/conferenze/${conference.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english);
  await expect(page.locator('.description')).toHaveText(/^A study day\./);
  await expect(page.locator('main [lang="it"]')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('(in Italian)');
  const first = page.getByRole('group', { name: /^Participant 1/ });
  await expect(first.getByLabel(/^Gala dinner/)).toBeVisible();
  await expect(first.getByLabel(/^Clause workshop/)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${english} · `));

  await page.getByRole('button', { name: 'Italiano' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(conference.title);
  const primo = page.getByRole('group', { name: /^Partecipante 1/ });
  await expect(primo.getByLabel(/^Cena di gala/)).toBeVisible();
  await expect(primo.getByLabel(new RegExp(conference.workshop))).toBeVisible();
});
