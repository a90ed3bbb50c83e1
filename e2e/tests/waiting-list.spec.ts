import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL, expect, expectAccessible, test } from '../fixtures';
import { PNG } from '../helpers/booking';
import { romeDay } from '../helpers/days';
import { shot } from '../helpers/shot';

/**
 * The waiting list (RUNNING.md "Attendance", decision 0035): a full conference's page offers
 * "Mettiti in lista d'attesa" on a phone; an offer's link opens the booking form with the seats it
 * holds; the back-office shows each conference's list and its offers at 1366 px.
 */

/** The demo's full seminar, and the known link token of one of its offers (seed/parts/waiting-list.ts). */
const DEMO_FULL = 'Seminario a numero chiuso sulla clausola compromissoria';
const DEMO_OFFER_TOKEN = 'demo-offerta-chiara-conti-2026';

let counter = 0;
const inDays = romeDay;

/** An active conference of the test's own whose in-person seats are all gone (0). */
async function fullConference(api: APIRequestContext): Promise<{ id: number; title: string }> {
  const upload = await api.post('/api/upload', {
    multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
  });
  const title = `Convegno al completo ${Date.now().toString(36)}${++counter}`;
  const created = await api.post('/api/conferences', {
    data: {
      conference: {
        title,
        vat_rule: 'all',
        country: 'italy',
        city: 'Genova',
        description: 'Una giornata a numero chiuso.',
        image: (await upload.json()).file,
        date_start: inDays(40),
        date_end: inDays(40),
        price: 20_000,
        streaming: false,
        active: true,
        seats: 0,
        optionals: [],
        workshops: [],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { id: (await created.json()).conference.id, title };
}

async function demoFullId(api: APIRequestContext): Promise<number> {
  const { conferences } = await (await api.get('/api/conferences?pageSize=100')).json();
  return conferences.find((c: { title: string }) => c.title === DEMO_FULL).id;
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test(
  'a full conference offers its waiting list on a phone',
  { tag: '@phone' },
  async ({ page, adminApi }, info) => {
    const c = await fullConference(adminApi);
    await page.goto(`/area/conferenze/${c.id}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const form = page.getByRole('form', { name: 'Mettiti in lista d’attesa' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prenota' })).toHaveCount(0);
    await expectAccessible(page);

    // nothing filled: the shared rules name each field, the first one gets the focus
    await form.getByRole('button', { name: 'Mettiti in lista d’attesa' }).click();
    await expect(box(page, 'Nome')).toBeFocused();
    await expect(form).toContainText(
      "Per entrare in lista d'attesa occorre accettare l'informativa sulla privacy",
    );
    await shot(page, info, 'waiting-list-errors-390');

    const tag = Date.now().toString(36);
    await box(page, 'Nome').fill('Marta');
    await box(page, 'Cognome').fill('Bianchi');
    await box(page, 'E-mail').fill(`marta.${tag}@studio-attesa.example`);
    await page.getByRole('combobox', { name: 'Posti che ti servono' }).selectOption('2');
    await page.getByRole('checkbox', { name: /Ho letto l’informativa sulla privacy/ }).check();
    await form.getByRole('button', { name: 'Mettiti in lista d’attesa' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Sei in lista d’attesa' });
    await expect(done).toContainText('posizione 1');
    await expect(done).toBeFocused();
    await expectAccessible(page);
    await shot(page, info, 'waiting-list-joined-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const list = await (await adminApi.get(`/api/conferences/${c.id}/waiting-list`)).json();
    expect(list.entries).toMatchObject([
      { name: 'Marta', surname: 'Bianchi', quantity: 2, status: 'waiting' },
    ]);
  },
);

test(
  "an offer's link opens the booking form with the seats it holds",
  { tag: '@phone' },
  async ({ page, adminApi }, info) => {
    const id = await demoFullId(adminApi);
    await page.goto(`/area/conferenze/${id}?offerta=${DEMO_OFFER_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_FULL })).toBeVisible();
    const held = page.getByRole('status').filter({ hasText: 'Chiara, hai un posto riservato' });
    await expect(held).toContainText(/fino al \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/);
    await expect(page.getByRole('heading', { name: 'Prenota', exact: true })).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, 'waiting-offer-booking-390');
    // without the link, the same page is full: the waiting list instead of the form
    await page.goto(`/area/conferenze/${id}`);
    await expect(page.getByRole('form', { name: 'Mettiti in lista d’attesa' })).toBeVisible();
  },
);

test("the back-office shows a conference's waiting list and its offers; an admin withdraws one", async ({
  adminPage: page,
  adminApi,
}, info) => {
  const id = await demoFullId(adminApi);
  await page.goto(`/conference/${id}`);
  const panel = page.getByRole('region', { name: 'Lista d’attesa' });
  await expect(panel.getByRole('row')).toHaveCount(7);
  await expect(panel).toContainText('Offerta scaduta');
  await expect(panel).toContainText(/Offerti fino al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(panel).toContainText('Ritirato');
  await expect(panel).toContainText('48 ore');
  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await shot(page, info, 'waiting-list-admin-1366');

  // a list of the test's own: the first of two is withdrawn
  const c = await fullConference(adminApi);
  for (const n of [1, 2]) {
    const res = await page.request.post(`${baseURL()}/api/public/conferences/${c.id}/waiting-list`, {
      data: {
        email: `coda${n}.${Date.now()}@example.it`,
        name: `Persona${n}`,
        surname: 'Coda',
        quantity: 1,
        privacy_accepted: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto(`/conference/${c.id}`);
  const own = page.getByRole('region', { name: 'Lista d’attesa' });
  await own.getByRole('button', { name: 'Ritira Persona1 Coda dalla lista' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ritira' }).click();
  await expect(own.getByRole('row').nth(1)).toContainText('Ritirato');
  await expect(own.getByRole('button', { name: 'Ritira Persona1 Coda dalla lista' })).toHaveCount(0);

  await page.goto('/invoice-settings');
  const hours = page.getByRole('region', { name: 'Lista d’attesa delle conferenze' });
  await expect(hours.getByRole('spinbutton', { name: 'Ore per prenotare i posti offerti' })).toHaveValue(
    '48',
  );
  await hours.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(hours, info, 'waiting-hours-setting-1366');
});
