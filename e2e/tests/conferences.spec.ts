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
      // the image is a labelled, required field like the others, its message under it and read with it
      const image = page.getByRole('group', { name: 'Immagine', exact: true });
      await expect(image.locator('legend')).toHaveText(/^Immagine\s*\*$/);
      await expect(image.getByText('Campo obbligatorio')).toBeVisible();
      await expect(image.getByRole('button', { name: 'Carica immagine' })).toHaveAccessibleDescription(
        'Campo obbligatorio',
      );
      for (const label of [
        'Titolo',
        'IVA',
        'Paese',
        'Città',
        'Descrizione',
        'Prezzo intero',
        'Prezzo socio',
      ]) {
        await expect(page.getByText(new RegExp(`^${label}\\s*\\*$`)).first()).toBeVisible();
      }
      // the global prices are a card of their own that says whom they apply to
      const globalPrices = page.getByRole('region', { name: 'Tariffe comuni a tutte le conferenze' });
      await expect(globalPrices).toContainText(/valgono per tutte le \d+ conferenze/);
      await expect(globalPrices.getByRole('textbox', { name: 'Prezzo socio' })).toBeVisible();

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
      await page.getByRole('textbox', { name: 'Descrizione', exact: true }).fill('Due giornate di studio');
      // the English beside the Italian, optional: what the site shows a reader in English
      await page.getByRole('textbox', { name: 'Titolo (inglese)', exact: true }).fill('Arbitration days');
      await page.getByRole('textbox', { name: 'Descrizione (inglese)' }).fill('Two days of study');
      await typeDate(page, 'Data fine', '13052027');
      await page.getByRole('textbox', { name: 'Prezzo intero' }).fill('350,00');
      await page.getByRole('textbox', { name: 'Prezzo socio' }).fill('123,45');
      await page.getByRole('button', { name: 'Aggiungi optional' }).click();
      await page.getByRole('textbox', { name: 'Titolo optional 1' }).fill('Cocktail al tramonto');
      await page.getByRole('textbox', { name: 'Prezzo optional 1' }).fill('20');
      await page.getByRole('textbox', { name: 'Titolo (inglese) optional 1' }).fill('Sunset cocktail');
      await page.getByRole('button', { name: 'Aggiungi optional' }).click();
      await page.getByRole('textbox', { name: 'Titolo optional 2' }).fill('Da togliere');
      await page.getByRole('button', { name: 'Rimuovi optional 2' }).click();
      await page.getByRole('button', { name: 'Aggiungi workshop' }).click();
      await page.getByRole('textbox', { name: 'Titolo workshop 1' }).fill('Mediazione');
      await page.getByRole('switch', { name: 'Attiva' }).check();
      await page.getByRole('button', { name: 'Salva' }).click();
      // changed global prices: asked first, naming the effect
      const ask = page.getByRole('dialog', { name: 'Modificare le tariffe comuni?' });
      await expect(ask).toContainText(
        /Le nuove tariffe valgono per tutte le \d+ conferenze, non solo per questa/,
      );
      await expectAccessible(page);
      await ask.getByRole('button', { name: 'Salva per tutte' }).click();
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
        title_en: 'Arbitration days',
        description_en: 'Two days of study',
        optionals: [{ title: 'Cocktail al tramonto', price: 2000, title_en: 'Sunset cocktail' }],
        // an English title left empty is none: the site shows the Italian
        workshops: [{ title: 'Mediazione', title_en: null }],
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

  test('changed global prices are saved only after confirming; declining keeps the edit and saves nothing', async ({
    adminPage: page,
    adminApi,
  }) => {
    const before = (await (await adminApi.get('/api/prices')).json()).data as Prices;
    const title = unique('Tariffe');
    const { id } = await createConference(adminApi, title);
    try {
      await page.goto(`/conference/${id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const guests = page.getByRole('textbox', { name: 'Prezzo ospiti' });
      await guests.fill('77,00');
      await page.getByRole('button', { name: 'Salva' }).click();
      const ask = page.getByRole('dialog', { name: 'Modificare le tariffe comuni?' });
      await expect(ask).toContainText(/valgono per tutte le \d+ conferenze/);
      await expect(ask).toContainText(/Prezzo ospiti: € [\d.,]+ → € 77,00/);
      await ask.getByRole('button', { name: 'Annulla' }).click();
      await expect(ask).toBeHidden();
      await expect(guests).toHaveValue('77,00');
      await expect(page.getByText('Conferenza Salvata')).toHaveCount(0);
      let prices = (await (await adminApi.get('/api/prices')).json()).data as Prices;
      expect(prices.PRICE_CONFERENCE_GUESTS.price).toBe(before.PRICE_CONFERENCE_GUESTS.price);

      // without a price change the conference saves at once
      await guests.fill(String(before.PRICE_CONFERENCE_GUESTS.price / 100).replace('.', ','));
      await page.getByRole('textbox', { name: 'Città' }).fill('Genova');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Conferenza Salvata')).toBeVisible();
      await expect(ask).toHaveCount(0);
      const { conference } = await (await adminApi.get(`/api/conferences/${id}`)).json();
      expect(conference.city).toBe('Genova');
      prices = (await (await adminApi.get('/api/prices')).json()).data as Prices;
      expect(prices.PRICE_CONFERENCE_GUESTS.price).toBe(before.PRICE_CONFERENCE_GUESTS.price);
    } finally {
      await adminApi.put('/api/prices', { data: { data: before } });
      await adminApi.delete(`/api/conferences/${id}`);
    }
  });

  test('the conferences list shows whole dates and headers at 1366 px', async ({
    adminPage: page,
    adminApi,
  }) => {
    await createConference(adminApi, unique('Date intere'));
    await page.goto('/conferences');
    const dates = page.locator('[role="gridcell"][data-field="date_start"]');
    await expect(dates.first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}( – \d{2}\/\d{2}\/\d{4})?$/);
    const clipped = await page
      .locator('[role="gridcell"], .MuiDataGrid-columnHeaderTitle')
      .evaluateAll((cells) =>
        cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
      );
    expect(clipped).toEqual([]);
    await expectAccessible(page);
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
    // SPEC's status, and the order's state below it
    await expect(
      page
        .getByRole('gridcell', { name: /^(Completed|Not Completed) (Pagato|Da pagare|Scaduto|Annullato)$/ })
        .first(),
    ).toBeVisible();
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
