import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { typeDate } from '../helpers/forms';

/** The Storico and the activity page read like the editors: Italian labels, names, € and dd/MM/yyyy. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WHEN = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

async function countryId(api: APIRequestContext, name: string) {
  const countries = await getField<{ id: number; name: string }[]>(api, '/api/countries', 'countries');
  const country = countries.find((c) => c.name === name);
  expect(country, name).toBeTruthy();
  return country!.id;
}

/** A user of the test's own, billed in Italy, then moved to France. */
async function userMovedToFrance(api: APIRequestContext) {
  const tag = unique('storico');
  const { user } = await ok<{ user: Record<string, unknown> & { id: number } }>(
    await api.post('/api/users', {
      data: {
        user: { name: 'Lia', surname: 'Storico', email: `${tag}@example.it`, profile_name: 'client' },
        billing_information: {
          territory: 'Italy',
          invoice_type: 'company',
          company_name: 'Studio Storico',
          vat: '06363391001',
          fiscal_code: '06363391001',
          recipient_code: 'M5UXCR1',
          country: await countryId(api, 'Italia'),
          address: 'Via Roma 1',
          postal_code: '00100',
          city: 'Roma',
        },
      },
    }),
  );
  await ok(
    await api.put(`/api/users/${user.id}`, {
      data: {
        user,
        // the territory follows the country (RUNNING.md): France is in the EU
        billing_information: {
          ...(user.billing_information as object),
          territory: 'UE',
          vies: 0,
          country: await countryId(api, 'Francia'),
        },
      },
    }),
  );
  return user.id;
}

/** The value a change list shows for the field labelled `label` ("Italia → Francia"). */
const changeOf = (scope: Locator | Page, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openStorico(page: Page) {
  await page.getByRole('button', { name: 'Storico' }).click();
  const entry = page.getByRole('list', { name: 'Modifiche' }).getByRole('listitem').first();
  await expect(entry).toBeVisible();
  return entry;
}

test('a user’s Storico names the countries of an edit, in Italian', async ({ adminPage: page, adminApi }) => {
  const id = await userMovedToFrance(adminApi);
  await page.goto(`/users/${id}`);
  const entry = await openStorico(page);
  await expect(entry).toContainText('Modifica · admin@demo.local');
  await expect(changeOf(entry, 'Fatturazione · Paese')).toHaveText('Italia → Francia');
  // internal fields and raw values stay out
  await expect(entry).not.toContainText('billing_information');
  await expect(entry).not.toContainText('version');
  await expect(entry).not.toContainText('{');
  await expectAccessible(page);
});

test('a conference’s Storico shows its price in euro and its dates as dd/MM/yyyy', async ({
  adminPage: page,
  adminApi,
}) => {
  const upload = await ok<{ file: string }>(
    await adminApi.post('/api/upload', {
      multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  const fields = {
    title: unique('Congresso Storico'),
    vat_rule: 'all',
    country: 'italy',
    city: 'Torino',
    description: 'Creata dal test',
    image: upload.file,
    date_start: '2027-06-01',
    date_end: '2027-06-02',
    price: 25000,
    streaming: false,
    active: false,
    optionals: [],
    workshops: [],
  };
  const { conference } = await ok<{ conference: { id: number; version: number } }>(
    await adminApi.post('/api/conferences', { data: { conference: fields } }),
  );
  await ok(
    await adminApi.put(`/api/conferences/${conference.id}`, {
      data: { conference: { ...fields, price: 31050, date_end: '2027-06-03', version: conference.version } },
    }),
  );

  await page.goto(`/conference/${conference.id}`);
  const entry = await openStorico(page);
  await expect(changeOf(entry, 'Prezzo intero')).toHaveText('€ 250,00 → € 310,50');
  await expect(changeOf(entry, 'Data fine')).toHaveText('02/06/2027 → 03/06/2027');
  await expectAccessible(page);
});

test('the activity page lists the edit with its labels and a four-digit year', async ({
  adminPage: page,
  adminApi,
}) => {
  const id = await userMovedToFrance(adminApi);
  await page.goto(`/activity?entity=user&q=${id}`);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Attività' })).toBeVisible();
  const record = page.getByRole('link', { name: `Utente ${id}`, exact: true });
  const row = page.getByRole('row').filter({ has: record }).filter({ hasText: 'Modifica' });
  await expect(row.getByRole('gridcell').first()).toHaveText(WHEN);
  await row.getByRole('button', { name: 'Fatturazione · Paese' }).click();
  const dialog = page.getByRole('dialog');
  await expect(changeOf(dialog, 'Fatturazione · Paese')).toHaveText('Italia → Francia');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
});

test('the activity date filter is typed as dd/MM/yyyy', async ({ adminPage: page }) => {
  await page.goto('/activity');
  await expect(page.getByRole('grid', { name: 'Attività degli admin' })).toBeVisible();
  await typeDate(page, 'Dal', '01012026', { selectAll: true });
  // the URL takes the first day before the second is typed, as it does at a person's pace
  await expect(page).toHaveURL(/from=2026-01-01/);
  await typeDate(page, 'Fino al', '31122026', { selectAll: true });
  await expect(page).toHaveURL(/to=2026-12-31/);
  await expect(page).toHaveURL(/from=2026-01-01/);
  await expect(page.getByRole('group', { name: 'Dal' })).toContainText('01/01/2026');
  await expectAccessible(page);
});

test('the activity date filter reads dd/MM/yyyy and fits a phone', { tag: '@phone' }, async ({
  adminPage: page,
}) => {
  await page.goto('/activity?from=2026-01-01&to=2026-12-31');
  await expect(page.getByRole('grid', { name: 'Attività degli admin' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Dal' })).toContainText('01/01/2026');
  await expect(page.getByRole('group', { name: 'Fino al' })).toContainText('31/12/2026');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await typeDate(page, 'Dal', '15012026', { selectAll: true });
  await expect(page).toHaveURL(/from=2026-01-15/);
  await expectAccessible(page);
});
