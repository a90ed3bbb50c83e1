import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { getField } from '../helpers/api';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { romeDay } from '../helpers/days';
import { choose, typeDate } from '../helpers/forms';

type Settings = Record<string, string | number>;
type Invoice = {
  id: number;
  number: string;
  date: string;
  type: 'TD01' | 'TD04';
  file_name: string;
  order_id: number | null;
};
type Transfer = { id: number; data: { id: number } };

const SDI_FILE = /^IT\d{11}_[0-9A-Z]{5}\.xml$/;

// The tests share the issuer's settings (one changes the series, one empties a required field for
// a moment): they run one after the other.
test.describe.configure({ mode: 'serial' });

async function readSettings(api: APIRequestContext): Promise<{ settings: Settings; missing: string[] }> {
  const res = await api.get('/api/invoice-settings');
  expect(res.ok()).toBe(true);
  return res.json();
}

async function putSettings(api: APIRequestContext, settings: Settings): Promise<void> {
  const res = await api.put('/api/invoice-settings', { data: { settings } });
  expect(res.ok(), await res.text()).toBe(true);
}

const invoices = (api: APIRequestContext, query: string) =>
  getField<Invoice[]>(api, `/api/invoices?${query}`, 'invoices');

/**
 * An SdI message about an invoice file, named as SdI names it (`{file}_{code}_001.xml`): `root` is
 * its element, `id` its IdentificativoSdI and `body` what follows DataOraRicezione.
 */
const sdiMessage = (fileName: string, code: string, root: string, id: string, body: string) => ({
  name: fileName.replace(/\.xml$/, `_${code}_001.xml`),
  mimeType: 'application/xml',
  buffer: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<types:${root} xmlns:types="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>${id}</IdentificativoSdI>
  <NomeFile>${fileName}</NomeFile>
  <DataOraRicezione>2026-11-25T10:15:32.000+01:00</DataOraRicezione>
  ${body}
</types:${root}>`),
});

/** A delivery receipt (RicevutaConsegna) for an invoice file. */
const deliveryReceipt = (fileName: string) =>
  sdiMessage(
    fileName,
    'RC',
    'RicevutaConsegna',
    '4410227651',
    `<DataOraConsegna>2026-11-25T10:17:05.000+01:00</DataOraConsegna>
  <Destinatario><Codice>M5UXCR1</Codice><Descrizione>Trasmesso</Descrizione></Destinatario>
  <MessageId>11716081191</MessageId>`,
  );

/** A prefilled MUI date field: select all its sections, then type dd MM yyyy. */
async function download(page: Page, click: () => Promise<void>) {
  const pending = page.waitForEvent('download');
  await click();
  return pending;
}

test('Impostazioni fatturazione: the series is saved, a wrong partita IVA is refused', async ({
  adminPage: page,
  adminApi,
}) => {
  const before = await readSettings(adminApi);
  try {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Impostazioni fatturazione' })
      .click();
    await expect(page).toHaveURL(/\/invoice-settings$/);
    await expect(
      page.getByRole('banner').getByRole('heading', { name: 'Impostazioni fatturazione' }),
    ).toBeVisible();
    await expect(page.getByLabel('Denominazione')).toHaveValue(String(before.settings.name));
    await expect(page.getByLabel('Regime fiscale')).toContainText(String(before.settings.tax_regime));
    await expectAccessible(page);

    await page.getByLabel('Serie di numerazione').fill('E2E');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    expect((await readSettings(adminApi)).settings.series).toBe('E2E');

    const vat = page.getByLabel('Partita IVA');
    await vat.fill('12345678901');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText(/^Partita IVA non valida/)).toBeVisible();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect((await readSettings(adminApi)).settings.vat).toBe(before.settings.vat);

    // The server checks the same: its 400 names the field.
    const refused = await adminApi.put('/api/invoice-settings', {
      data: { settings: { ...before.settings, vat: '12345678901' } },
    });
    expect(refused.status()).toBe(400);
    expect(Object.keys((await refused.json()).errors ?? {})).toContain('settings.vat');

    await vat.fill(String(before.settings.vat));
    await page.getByLabel('Serie di numerazione').fill(String(before.settings.series));
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();
    expect((await readSettings(adminApi)).settings).toEqual(before.settings);
  } finally {
    await putSettings(adminApi, before.settings);
  }
});

test('Fatture lists invoices, filters by type, downloads the XML, the PDF and the period ZIP', async ({
  adminPage: page,
  adminApi,
  consoleErrors,
}) => {
  const [note] = await invoices(adminApi, 'type=TD04&pageSize=1');
  expect(note, 'the demo data holds a credit note').toBeTruthy();

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Fatture', exact: true })
    .click();
  await expect(page).toHaveURL(/\/invoices/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Fatture' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Fatture' });
  await expect(grid.getByRole('gridcell', { name: 'Fattura', exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Tipo', 'Nota di credito');
  await expect(page).toHaveURL(/type=TD04/);
  await expect(grid.getByRole('gridcell', { name: 'Fattura', exact: true })).toHaveCount(0);
  const row = grid.getByRole('row').filter({ hasText: note.number });
  await expect(row.getByText('Nota di credito')).toBeVisible();

  const xml = await download(page, () =>
    row.getByRole('button', { name: `Scarica XML della nota di credito ${note.number}` }).click(),
  );
  expect(xml.suggestedFilename()).toMatch(SDI_FILE);
  expect(xml.suggestedFilename()).toBe(note.file_name);
  expect(fs.readFileSync(await xml.path(), 'utf8')).toContain('<TipoDocumento>TD04</TipoDocumento>');
  const pdf = await download(page, () =>
    row.getByRole('button', { name: `Scarica PDF della nota di credito ${note.number}` }).click(),
  );
  expect(pdf.suggestedFilename()).toBe(note.file_name.replace(/\.xml$/, '.pdf'));
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The period export: this month has the demo invoices; a year long past has none (a 404).
  await page.getByRole('button', { name: 'Esporta XML del periodo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Esporta XML del periodo' });
  await expect(dialog.getByRole('group', { name: 'Data inizio' })).toBeVisible();
  await expectAccessible(page);
  const zip = await download(page, () => dialog.getByRole('button', { name: 'Esporta' }).click());
  expect(zip.suggestedFilename()).toMatch(/^fatture-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(
    fs
      .readFileSync(await zip.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await expect(dialog).toBeHidden();

  // the empty period answers 404, which Chromium logs
  consoleErrors.allow(/status of 404/);
  await page.getByRole('button', { name: 'Esporta XML del periodo' }).click();
  await typeDate(page, 'Data inizio', '01012001', { scope: dialog, selectAll: true });
  await typeDate(page, 'Data fine', '31122001', { scope: dialog, selectAll: true });
  await dialog.getByRole('button', { name: 'Esporta' }).click();
  await expect(dialog.getByText('Nessuna fattura nel periodo indicato')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
});

test('an order paid while the settings are incomplete gets its invoice by hand, then a credit note', async ({
  adminPage: page,
  adminApi,
  consoleErrors,
}) => {
  // A waiting conference transfer away from both ends of the list (other tests take those).
  const res = await adminApi.get('/api/manual-transfers?type=CONFERENCE&confirm=false&sort=-id&pageSize=100');
  const waiting = (await res.json()).transfers as Transfer[];
  const transfer = waiting[Math.min(3, waiting.length - 2)];
  expect(transfer, 'the demo data holds waiting conference transfers').toBeTruthy();
  const orderId = transfer.data.id;

  // Paid while a required field is empty: the payment stands, the invoice is not issued.
  const { settings } = await readSettings(adminApi);
  try {
    await putSettings(adminApi, { ...settings, name: '' });
    const confirmed = await adminApi.post(`/api/manual-transfers/confirm/${transfer.id}`);
    expect(confirmed.ok()).toBe(true);
    expect(await invoices(adminApi, `order_id=${orderId}`)).toEqual([]);

    await page.goto(`/order/${orderId}`);
    const box = page.getByRole('region', { name: 'Fattura' });
    await expect(box.getByText("L'ordine è pagato ma non ha ancora una fattura.")).toBeVisible();
    // the refusal (settings incomplete) is a 409, which Chromium logs
    consoleErrors.allow(/status of 409/);
    await box.getByRole('button', { name: 'Emetti fattura' }).click();
    await expect(box.getByText(/Impostazioni fatturazione incomplete: mancano Denominazione/)).toBeVisible();
  } finally {
    await putSettings(adminApi, settings);
  }

  const box = page.getByRole('region', { name: 'Fattura' });
  await box.getByRole('button', { name: 'Emetti fattura' }).click();
  await expect(page.getByText(/^Fattura \S+ del \d{2}\/\d{2}\/\d{4} emessa$/)).toBeVisible();
  const [invoice] = await invoices(adminApi, `order_id=${orderId}`);
  expect(invoice, 'the order has its invoice').toBeTruthy();
  await expect(box.getByText(`Fattura ${invoice.number}`, { exact: true })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Emetti fattura' })).toHaveCount(0);
  expect(invoice.file_name).toMatch(SDI_FILE);
  await expectAccessible(page);

  // SdI's delivery receipt for it, imported on the Fatture page.
  await page.goto('/invoices');
  await page.getByLabel('File delle ricevute SdI').setInputFiles(deliveryReceipt(invoice.file_name));
  const receipts = page.getByRole('dialog', { name: 'Ricevute SdI importate' });
  await expect(receipts.getByText('Ricevuta di consegna: Da inviare → Consegnata')).toBeVisible();
  await expectAccessible(page);
  await receipts.getByRole('button', { name: 'Chiudi' }).click();

  await page.goto(`/order/${orderId}`);
  await box.getByRole('link', { name: 'Apri in Fatture' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.id}$`));
  await expect(page.getByRole('heading', { name: `Fattura ${invoice.number}`, level: 2 })).toBeVisible();
  await expect(page.getByText('Consegnata', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Righe del documento' })).toBeVisible();
  await expectAccessible(page);

  // A credit note of € 10,00 on it.
  await page.getByRole('button', { name: 'Emetti nota di credito' }).click();
  const dialog = page.getByRole('dialog', { name: `Nota di credito sulla fattura ${invoice.number}` });
  const amount = dialog.getByLabel('Importo');
  await expect(amount).not.toHaveValue('');
  await amount.fill('10,00');
  await dialog.getByRole('button', { name: 'Emetti nota di credito' }).click();
  const confirm = page.getByRole('dialog', { name: 'Emetti nota di credito' });
  await expect(confirm).toContainText(`€ 10,00 sulla fattura ${invoice.number}`);
  await confirm.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(/^Nota di credito .+ emessa$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Nota di credito /, level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Fattura ${invoice.number}` })).toBeVisible();
  const notes = await invoices(adminApi, `order_id=${orderId}&type=TD04`);
  expect(notes).toHaveLength(1);
  await expect(page).toHaveURL(new RegExp(`/invoices/${notes[0].id}$`));
});

test('an invoice reads well on a phone', { tag: '@phone' }, async ({ adminPage: page, adminApi }) => {
  const [invoice] = await invoices(adminApi, 'type=TD01&sdi_status=rejected&pageSize=1');
  expect(invoice, 'the demo data holds an invoice SdI rejected').toBeTruthy();
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Fattura ${invoice.number}`, level: 2 })).toBeVisible();
  await expect(page.getByText('Errori segnalati da SdI')).toBeVisible();
  // on a phone the lines are a list, the table is for wider screens
  await expect(page.getByRole('list', { name: 'Righe del documento' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Righe del documento' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

/** SdI's rejection (NotificaScarto) of an invoice file, with one error. */
const rejection = (fileName: string) =>
  sdiMessage(
    fileName,
    'NS',
    'NotificaScarto',
    '4410227652',
    `<ListaErrori><Errore><Codice>00305</Codice><Descrizione>1.4.1.1.2 IdCodice non valido</Descrizione></Errore></ListaErrori>
  <MessageId>11716081192</MessageId>`,
  );

test('a rejected invoice is written again under its number, with a new file name', async ({
  adminPage: page,
  adminApi,
}) => {
  const [invoice] = await invoices(adminApi, 'type=TD01&sdi_status=to_send&pageSize=1');
  expect(invoice, 'the demo data holds an invoice still to send').toBeTruthy();
  const res = await adminApi.post('/api/invoices/sdi-receipts', {
    multipart: { file: rejection(invoice.file_name) },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByText('00305: 1.4.1.1.2 IdCodice non valido')).toBeVisible();
  await page.getByRole('button', { name: 'Rigenera' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(
    page.getByText(new RegExp(`^Fattura ${invoice.number} rigenerata: nuovo file IT\\d{11}_`)),
  ).toBeVisible();
  await expect(page.getByText('Errori segnalati da SdI')).toBeHidden();
  await expect(page.getByText('Da inviare', { exact: true })).toBeVisible();
  const [again] = await invoices(adminApi, `q=${encodeURIComponent(invoice.number)}&type=TD01`);
  expect(again.number).toBe(invoice.number);
  expect(again.file_name).not.toBe(invoice.file_name);
});

test('an invoice issued a month after the payment: asked first, dated by the payment, unit price whole', async ({
  adminPage: page,
  adminApi,
}) => {
  // A booking of the test's own, paid in cash 30 days ago while invoicing was off.
  const conference = await bookableConference(adminApi);
  const booking = await bookByTransfer(conference.id);
  const paidOn = romeDay(-30);
  const shown = paidOn.split('-').reverse().join('/');
  const { settings } = await readSettings(adminApi);
  try {
    await putSettings(adminApi, { ...settings, name: '' });
    const paid = await adminApi.post(`/api/orders/${booking.order_id}/payments`, {
      data: { method: 'cash', paid_on: paidOn, amount: booking.total },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  } finally {
    await putSettings(adminApi, settings);
  }

  await page.goto(`/order/${booking.order_id}`);
  const box = page.getByRole('region', { name: 'Fattura' });
  await box.getByRole('button', { name: 'Emetti fattura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fattura in ritardo' });
  await expect(dialog).toContainText(`Il pagamento è del ${shown}, 30 giorni fa`);
  await expect(dialog).toContainText(`La fattura porterà la data del pagamento, ${shown}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(/^Fattura \S+ emessa in ritardo/)).toContainText(
    `Il file XML porta la data dell'operazione, ${shown}`,
  );
  const [invoice] = await invoices(adminApi, `order_id=${booking.order_id}`);
  expect(invoice).toMatchObject({ date: paidOn });

  // € 300,00 with 22 % VAT: the net unit price with every decimal it has, as the PDF prints it
  await box.getByRole('link', { name: 'Apri in Fatture' }).click();
  await expect(page.getByRole('heading', { name: `Fattura ${invoice.number}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('cell', { name: '€ 245,90163934' })).toBeVisible();
  await expectAccessible(page);
});
