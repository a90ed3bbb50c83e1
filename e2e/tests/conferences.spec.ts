import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForSettled } from '../fixtures';
import { choose, typeDate } from '../helpers/forms';

/** A 1×1 PNG: the upload sniffs the content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

type Prices = Record<string, { price: number }>;

async function uploadImage(api: APIRequestContext): Promise<string> {
  const res = await api.post('/api/upload', {
    multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).file;
}

/** A conference of the test's own, through the API. */
async function createConference(api: APIRequestContext, title: string) {
  const res = await api.post('/api/conferences', {
    data: {
      conference: {
        title,
        vat_rule: 'all',
        country: 'italy',
        city: 'Torino',
        description: 'Creata dal test',
        image: await uploadImage(api),
        date_start: '2027-06-01',
        date_end: '2027-06-02',
        price: 10000,
        optionals: [],
        workshops: [],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).conference as { id: number };
}

/** The demo conference whose optionals include a Cocktail, and one of its orders with several participants. */
async function demoOrder(api: APIRequestContext) {
  const list = (await (await api.get('/api/conferences?pageSize=100')).json()).conferences as {
    id: number;
    title: string;
  }[];
  for (const c of list) {
    // a conference another test deletes meanwhile answers 404: skip it
    const rows = ((await (await api.get(`/api/conferences/booking/${c.id}?pageSize=100`)).json()).data ??
      []) as { order_id: number }[];
    for (const r of rows) {
      const { booking } = await (await api.get(`/api/conferences/booking-by-order-id/${r.order_id}`)).json();
      if (booking.partecipants.length >= 2) return { conference: c, orderId: r.order_id as number, booking };
    }
  }
  throw new Error('no demo order with several participants');
}

/** Types in the list's search box and waits until the search reached the URL (it is debounced). */
async function search(page: Page, text: string) {
  await page.getByLabel('Cerca titolo o città').fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
  // the grid swaps its rows when the answer arrives: a click on a row before that can be lost
  await waitForSettled(page);
}

test.describe('conferences', () => {
  test('the editor validates, then creates a conference with optionals, workshops and prices', async ({
    adminPage: page,
    adminApi,
  }) => {
    const before = (await (await adminApi.get('/api/prices')).json()).data as Prices;
    const title = unique('Conferenza e2e');
    try {
      await page.goto('/conferences');
      await page.getByRole('link', { name: 'Aggiungi Conferenza' }).click();
      await expect(page).toHaveURL(/\/conference\/new$/);
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
      expect(await page.getByText('Campo obbligatorio').count()).toBeGreaterThanOrEqual(8);

      // Italy with VAT to Italians only; end before start
      await choose(page, 'Paese', 'Italia');
      await choose(page, 'IVA', 'Solo utenti italiani');
      await expect(
        page.getByText("Se la conferenza è in Italia l'IVA deve essere applicata a tutti gli utenti"),
      ).toBeVisible();
      await choose(page, 'Paese', 'Estero');
      await choose(page, 'IVA', 'Tutti gli utenti');
      await expect(
        page.getByText("Se la conferenza è all'estero l'IVA si applica solo agli utenti italiani"),
      ).toBeVisible();
      await choose(page, 'Paese', 'Italia');
      await typeDate(page, 'Data inizio', '12052027');
      await typeDate(page, 'Data fine', '10052027');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(
        page.getByText('La data finale non può essere precedente a quella di inizio'),
      ).toBeVisible();
      await expect(page.getByText('Qualcosa è andato storto')).toHaveCount(0);
      await expectAccessible(page);

      // fill everything
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'Immagine della conferenza' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Titolo', exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'Città' }).fill('Bologna');
      await page.getByRole('textbox', { name: 'Descrizione' }).fill('Due giornate di studio');
      await typeDate(page, 'Data fine', '13052027');
      await page.getByRole('textbox', { name: 'Prezzo intero' }).fill('350,00');
      await page.getByRole('textbox', { name: 'Prezzo member' }).fill('123,45');
      await page.getByRole('button', { name: 'Aggiungi optional' }).click();
      await page.getByRole('textbox', { name: 'Titolo optional 1' }).fill('Cocktail al tramonto');
      await page.getByRole('textbox', { name: 'Prezzo optional 1' }).fill('20');
      await page.getByRole('button', { name: 'Aggiungi optional' }).click();
      await page.getByRole('textbox', { name: 'Titolo optional 2' }).fill('Da togliere');
      await page.getByRole('button', { name: 'Rimuovi optional 2' }).click();
      await page.getByRole('button', { name: 'Aggiungi workshop' }).click();
      await page.getByRole('textbox', { name: 'Titolo workshop 1' }).fill('Mediazione');
      await page.getByRole('switch', { name: 'Attiva' }).check();
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Conferenza Salvata')).toBeVisible();
      await expect(page).toHaveURL(/\/conference\/\d+$/);

      const id = Number(page.url().split('/').pop());
      const { conference } = await (await adminApi.get(`/api/conferences/${id}`)).json();
      expect(conference).toMatchObject({
        title,
        country: 'italy',
        vat_rule: 'all',
        city: 'Bologna',
        date_start: '2027-05-12',
        date_end: '2027-05-13',
        price: 35000,
        active: true,
        optionals: [{ title: 'Cocktail al tramonto', price: 2000 }],
        workshops: [{ title: 'Mediazione' }],
      });
      const prices = (await (await adminApi.get('/api/prices')).json()).data as Prices;
      expect(prices.PRICE_CONFERENCE_MEMBER.price).toBe(12345);

      // it is in the list, Attiva
      await page.goto('/conferences');
      await search(page, title);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row).toBeVisible();
      await expect(row.getByText('Attiva', { exact: true })).toBeVisible();
    } finally {
      await adminApi.put('/api/prices', { data: { data: before } });
    }
  });

  test('deletes a conference after confirmation; one with orders is refused', async ({
    adminPage: page,
    adminApi,
    consoleErrors,
  }) => {
    const title = unique('Da eliminare');
    await createConference(adminApi, title);
    await page.goto('/conferences');
    await search(page, title);
    await page.getByRole('button', { name: `Elimina ${title}` }).click();
    await expect(page.getByText('Confermi la cancellazione?')).toBeVisible();
    await page.getByRole('button', { name: 'Conferma' }).click();
    // while the dialog fades out the page behind it is aria-hidden: no row would match yet
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    const left = await adminApi.get(`/api/conferences?q=${encodeURIComponent(title)}`);
    expect((await left.json()).conferences).toEqual([]);

    // a demo conference has orders: 409 with the server's message, and it stays
    consoleErrors.allow(/status of 409/);
    const { conference } = await demoOrder(adminApi);
    await search(page, conference.title);
    await page.getByRole('button', { name: `Elimina ${conference.title}` }).click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(
      page.getByText(/Impossibile eliminare la conferenza: ha degli ordini collegati/),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(conference.title.slice(0, 20)) }).first(),
    ).toBeVisible();
  });

  test('orders of a conference: grid, Dettaglio and CSV export', async ({ adminPage: page, adminApi }) => {
    const { conference, orderId } = await demoOrder(adminApi);
    await page.goto('/conferences');
    await search(page, conference.title);
    await page.getByRole('link', { name: `Ordini di ${conference.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${conference.id}$`));
    await expect(page.getByRole('columnheader', { name: 'Partecipante' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: /^(Completed|Not Completed)$/ }).first()).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Esporta CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`prenotazioni-conferenza-${conference.id}.csv`);
    const csv = fs.readFileSync(await file.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain('Ordine;Data ordine;Data pagamento;Stato;Azienda;Nome;Cognome;Email');
    expect(lines.length).toBeGreaterThan(2);

    await page.getByRole('link', { name: `Dettaglio ordine ${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByRole('heading', { name: `Ordine n. ${orderId}`, level: 2 })).toBeVisible();
  });

  test('order detail: participants, email confirmation, print hides the buttons', async ({
    adminPage: page,
    adminApi,
  }) => {
    const { orderId, booking } = await demoOrder(adminApi);
    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('heading', { name: `Ordine n. ${orderId}`, level: 2 })).toBeVisible();
    await expect(page.getByText(booking.conference.title)).toBeVisible();
    for (const p of booking.partecipants) {
      await expect(page.getByRole('region', { name: `${p.name} ${p.surname}` })).toBeVisible();
    }
    await expect(page.getByText('Member', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Additional Member').first()).toBeVisible();
    await expect(page.getByText(/^Totale: € /)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'INVIA EMAIL DI CONFERMA' }).click();
    await expect(page.getByText('Email inviata con successo')).toBeVisible();
    await expect(page.getByText(/Ultima email di conferma: (In coda|Inviata)/)).toBeVisible();

    const print = page.getByRole('button', { name: 'PRINT' });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(page.getByRole('button', { name: 'INVIA EMAIL DI CONFERMA' })).toBeHidden();
    await expect(page.getByRole('heading', { name: `Ordine n. ${orderId}`, level: 2 })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
  });
});

test('the order detail fits a phone', { tag: '@phone' }, async ({ adminPage: page, adminApi }) => {
  const { orderId } = await demoOrder(adminApi);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: `Ordine n. ${orderId}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'INVIA EMAIL DI CONFERMA' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
