import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { choose, typeDate } from '../helpers/forms';

/** The back-office side of the booking site, part one: coupons and seats. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const unique = () => Date.now().toString(36).toUpperCase();
/** The editor's code field (the list's search and column menus also mention "Codice"). */
const codeField = (page: Page) => page.getByRole('textbox', { name: /^Codice/ });
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.describe('coupons', () => {
  test('an admin creates, lists, edits and deletes a coupon; a code already used is refused', async ({
    adminPage: page,
    adminApi,
    consoleErrors,
  }) => {
    // the duplicate code is refused by the server with a 409: the answer this test asks for
    consoleErrors.allow(/status of 409/);
    const code = `E2E-${unique()}`;
    const conferences = await getField<{ id: number; title: string }[]>(
      adminApi,
      '/api/conferences?sort=-date_start&pageSize=1',
      'conferences',
    );

    await page.goto('/conferences');
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Coupon' })
      .click();
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Coupon' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'EARLYBIRD' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Aggiungi Coupon' }).click();
    await expect(page).toHaveURL(/\/coupons\/new$/);
    await codeField(page).fill(code.toLowerCase());
    await page
      .getByRole('textbox', { name: /^Sconto/ })
      .or(page.getByRole('spinbutton', { name: /^Sconto/ }))
      .fill('12,50');
    await page.getByLabel('Utilizzi massimi').fill('5');
    await typeDate(page, 'Valido fino al', '31122027');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Coupon salvato')).toBeVisible();
    await expect(page).toHaveURL(/\/coupons\/\d+$/);
    // kept upper-case: codes are the same whatever the case
    await expect(codeField(page)).toHaveValue(code);

    await page.goto(`/coupons?q=${code}`);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row.getByRole('gridcell', { name: '€ 12,50' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: 'Tutte' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '31/12/2027' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: '0 / 5' })).toBeVisible();

    await row.getByRole('link', { name: `Modifica il coupon ${code}` }).click();
    await page.getByRole('radio', { name: 'Percentuale' }).check();
    await page
      .getByRole('textbox', { name: /^Sconto/ })
      .or(page.getByRole('spinbutton', { name: /^Sconto/ }))
      .fill('15');
    await choose(page, 'Conferenza', conferences[0].title);
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Coupon salvato')).toBeVisible();
    await page.goto(`/coupons?q=${code}`);
    await expect(row.getByRole('gridcell', { name: '15 %' })).toBeVisible();
    await expect(row.getByRole('gridcell', { name: conferences[0].title })).toBeVisible();

    await page.goto('/coupons/new');
    await codeField(page).fill(code.toLowerCase());
    await page
      .getByRole('textbox', { name: /^Sconto/ })
      .or(page.getByRole('spinbutton', { name: /^Sconto/ }))
      .fill('1');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(`Esiste già un coupon con il codice «${code}»`).first()).toBeVisible();

    await page.goto(`/coupons?q=${code}`);
    await row.getByRole('button', { name: `Elimina il coupon ${code}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(snackbar(page, `Eliminato: il coupon ${code}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  });

  test('the coupon list and editor fit a phone', { tag: '@phone' }, async ({ adminPage: page }) => {
    // searched: other tests add coupons meanwhile, which would push it below the fold
    await page.goto('/coupons?q=SOCI10');
    await expect(page.getByRole('gridcell', { name: 'SOCI10' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Modifica il coupon SOCI10' })).toBeInViewport();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Modifica il coupon SOCI10' }).click();
    await expect(codeField(page)).toHaveValue('SOCI10');
    await expect(page.getByTestId('coupon-uses')).toHaveText('Utilizzato 3 volte');
    await expectAccessible(page);
  });
});

test.describe('seats', () => {
  test('the conference editor sets seats of the conference and its workshops, and refuses fewer than taken', async ({
    adminPage: page,
    adminApi,
    consoleErrors,
  }) => {
    // reducing the demo's nearly full workshop below its taken seats is refused with a 409
    consoleErrors.allow(/status of 409/);
    const upload = await adminApi.post('/api/upload', {
      multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
    });
    const created = await adminApi.post('/api/conferences', {
      data: {
        conference: {
          title: `Posti ${unique()}`,
          vat_rule: 'all',
          country: 'italy',
          city: 'Torino',
          description: 'Creata dal test',
          image: (await upload.json()).file,
          date_start: '2027-06-01',
          date_end: '2027-06-02',
          price: 10000,
          workshops: [{ title: 'Laboratorio' }],
        },
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()).conference as { id: number };

    await page.goto(`/conference/${id}`);
    await page.getByLabel('Posti in presenza').fill('80');
    await page.getByLabel('Posti workshop 1').fill('30');
    await expect(page.getByText('Vuoto: illimitati · 0 posti occupati').first()).toBeVisible();
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(snackbar(page, 'Conferenza Salvata')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Posti in presenza')).toHaveValue('80');
    await expect(page.getByLabel('Posti workshop 1')).toHaveValue('30');
    await expectAccessible(page);

    // the demo's nearly full workshop: the first workshop of its first conference
    const demo = await getField<{ id: number }[]>(adminApi, '/api/conferences?pageSize=100', 'conferences');
    type Seats = { workshops: { title: string; seats: number | null; taken: number }[] };
    let conferenceId = 0;
    let seats: Seats = { workshops: [] };
    for (const c of demo) {
      seats = await getField<Seats>(adminApi, `/api/conferences/${c.id}/seats`, 'seats');
      if (seats.workshops[0]?.seats !== null && seats.workshops[0]?.taken) {
        conferenceId = c.id;
        break;
      }
    }
    const full = seats.workshops[0];
    expect(conferenceId, 'the demo holds a workshop with seats, some taken').toBeGreaterThan(0);
    await page.goto(`/conference/${conferenceId}`);
    const field = page.getByLabel('Posti workshop 1');
    await expect(field).toHaveValue(String(full.seats));
    await expect(page.getByText(`${full.taken} posti occupati`).first()).toBeVisible();
    await field.fill(String((full.taken ?? 1) - 1));
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(
      page.getByText(`Workshop «${full.title}»: ${full.taken} posti già occupati, non si può scendere sotto`),
    ).toBeVisible();
    const after = await getField<Seats>(adminApi, `/api/conferences/${conferenceId}/seats`, 'seats');
    expect(after.workshops[0].seats).toBe(full.seats);
  });
});
