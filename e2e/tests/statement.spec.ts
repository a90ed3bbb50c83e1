import { expect, expectAccessible, test } from '../fixtures';
import { bookableConference, bookByTransfer } from '../helpers/booking';
import { camt053 } from '../helpers/statement';

type Transfer = { id: number; data: { id: number; order: string; amount: number; confirm: boolean } };

test('a statement is imported, matched, and its sure matches confirmed: the transfer reads Confermato and its order Completed', async ({
  adminPage: page,
  adminApi,
}) => {
  // an order of its own, booked on the site: the demo's pending transfers are other tests' to confirm
  const booking = await bookByTransfer((await bookableConference(adminApi)).id);
  const res = await adminApi.get(`/api/manual-transfers?q=${booking.reference}`);
  const [transfer] = (await res.json()).transfers as Transfer[];
  expect(transfer.data.amount).toBe(booking.total);
  const payer = `Pagatore E2E ${Date.now()}`;

  await page.goto('/manual-transfers');
  await page.getByRole('link', { name: 'Importa estratto conto' }).click();
  await expect(page).toHaveURL(/\/manual-transfers\/statement$/);
  await expect(
    page.getByRole('banner').getByRole('heading', { name: 'Riconciliazione estratto conto' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'estratto-novembre.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      camt053(
        { cents: transfer.data.amount, remittance: `Pagamento ${transfer.data.order}`, payer },
        { version: '02', debit: true },
      ),
    ),
  });
  await expect(page.getByTestId('statement-file-name')).toHaveText('estratto-novembre.xml (CAMT.053)');
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByText('Estratto conto importato: 1 riga nuova su 1')).toBeVisible();

  await page.getByLabel('Cerca ordinante o causale').fill(payer);
  const row = page.getByRole('row').filter({ hasText: payer });
  await expect(row.getByText('Abbinata', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `#${transfer.id} ${transfer.data.order}` })).toBeVisible();
  // a site booking's transfer, matched by its RF reference
  await expect(row.getByText(/99% · Riferimento/)).toBeVisible();

  // the dialog says how many payments and how much before confirming them
  await page.getByRole('button', { name: /^Conferma abbinamenti sicuri \(\d+\)$/ }).click();
  await expect(page.getByRole('dialog')).toContainText(
    /Confermare \d+ pagament[oi] abbinat[oi] con certezza .*per un totale di € \d/,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText(/pagament[oi] confermat[oi]/)).toBeVisible();
  await expect(row.getByText('Confermata', { exact: true })).toBeVisible();

  // the same statement again adds nothing
  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'estratto-novembre.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      camt053(
        { cents: transfer.data.amount, remittance: `Pagamento ${transfer.data.order}`, payer },
        { version: '02', debit: true },
      ),
    ),
  });
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByText('Estratto conto importato: 0 righe nuove su 1')).toBeVisible();

  await page.goto(`/manual-transfers?q=${encodeURIComponent(transfer.data.order)}`);
  const listed = page.getByRole('row').filter({ hasText: transfer.data.order });
  await expect(listed.getByText('Confermato', { exact: true })).toBeVisible();
  // the transfer's Storico shows the confirmation, made by the admin through the statement
  await listed.getByRole('button', { name: `Storico del bonifico ${transfer.id}` }).click();
  const history = page.getByRole('dialog', { name: `Storico del bonifico ${transfer.id}` });
  await expect(history.getByText(/^Conferma · admin@demo\.local/)).toBeVisible();
  await expectAccessible(page);
  await history.getByRole('button', { name: 'Chiudi' }).click();
  await page.goto(`/order/${transfer.data.id}`);
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Not Completed', { exact: true })).toHaveCount(0);
});

test('a bank CSV is imported through a column mapping that is remembered for its bank', async ({
  adminPage: page,
}) => {
  const payer = `Ordinante CSV ${Date.now()}`;
  const csv = ['Data;Importo;Ordinante;Descrizione', `20/11/2026;17,30;${payer};offerta libera`].join('\r\n');
  await page.goto('/manual-transfers/statement');
  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'banca.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByTestId('statement-file-name')).toHaveText('banca.csv (CSV, UTF-8)');
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();

  const bank = `Banca E2E ${Date.now()}`;
  await page.getByRole('combobox', { name: 'Banca' }).fill(bank);
  for (const [label, column] of [
    ['Colonna data', 'Data'],
    ['Colonna importo', 'Importo'],
    ['Colonna ordinante', 'Ordinante'],
    ['Colonna causale', 'Descrizione'],
  ]) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: column, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(page.getByText('Estratto conto importato: 1 riga nuova su 1')).toBeVisible();
  await page.getByLabel('Cerca ordinante o causale').fill(payer);
  await expect(page.getByRole('row').filter({ hasText: payer }).getByText('Non abbinata')).toBeVisible();
  await expectAccessible(page);

  // next time, the bank's name brings its columns back
  await page.reload();
  await page.getByLabel('File estratto conto').setInputFiles({
    name: 'banca.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('combobox', { name: 'Banca' }).fill(bank);
  await page.getByRole('option', { name: bank }).click();
  await expect(page.getByRole('combobox', { name: 'Colonna causale' })).toHaveText('Descrizione');
});

/** Text as Windows-1252 bytes: Latin-1 but for "€", which is 0x80 there (U+0080 in Latin-1). */
const windows1252 = (text: string) => Buffer.from(text.replaceAll('€', '\x80'), 'latin1');

test('a Windows-1252 bank export with account details above its header is read, mapped and imported once', async ({
  adminPage: page,
}) => {
  const tag = `E2E-${Date.now()}`;
  const description = `Bonifico da Società Caffè Noè quota congresso € 1.234,56 ${tag}`;
  const file = {
    name: 'estratto-conto.csv',
    mimeType: 'text/csv',
    buffer: windows1252(
      [
        'Conto corrente;IT60X0542811101000000123456',
        'Intestatario;ASSOCIAZIONE ARBITRI E MEDIATORI ETS',
        'Periodo;dal 01/11/25 al 30/11/25',
        '',
        'Data contabile;Data valuta;Dare;Avere;Descrizione operazione',
        `03/11/25;03/11/25;;1.234,56;${description}`,
        '04/11/25;04/11/25;12,50;;Commissioni tenuta conto',
        '',
        'Saldo finale;;;10.221,06;',
      ].join('\r\n'),
    ),
  };
  await page.goto('/manual-transfers/statement');
  await page.getByLabel('File estratto conto').setInputFiles(file);
  await expect(page.getByTestId('statement-file-name')).toHaveText('estratto-conto.csv (CSV, Windows-1252)');
  // the header is found below the account details, and the columns proposed from its names
  await expect(page.getByRole('combobox', { name: 'Riga di intestazione' })).toHaveText(
    /^Riga 5: Data contabile · Data valuta · Dare · Avere/,
  );
  await expect(page.getByRole('radio', { name: 'Due colonne (Dare / Avere)' })).toBeChecked();
  for (const [label, column] of [
    ['Colonna data', 'Data contabile'],
    ['Colonna dare', 'Dare'],
    ['Colonna avere', 'Avere'],
    ['Colonna ordinante', 'Nessuna'],
    ['Colonna causale', 'Descrizione operazione'],
    ['Colonna valuta', 'Nessuna'],
  ]) {
    await expect(page.getByRole('combobox', { name: label })).toHaveText(column);
  }
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Banca' }).fill(`Banca Windows ${tag}`);
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Estratto conto importato' });
  await expect(summary.getByText('Estratto conto importato: 1 riga nuova su 1')).toBeVisible();
  await expect(summary.getByText('1 addebito ignorato')).toBeVisible();
  await expect(summary.getByText('1 riga esclusa')).toBeVisible();
  await expect(summary.getByRole('region', { name: 'Righe escluse' })).toHaveText(
    'Riga 9: saldo o totale, non è un movimento, esclusa «Saldo finale · 10.221,06»',
  );
  await expectAccessible(page);

  await page.getByLabel('Cerca ordinante o causale').fill(tag);
  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row.getByText('€ 1.234,56', { exact: true })).toBeVisible();
  await expect(row.getByText(description, { exact: true })).toBeVisible();

  // the same file again: the bank's columns come back, and nothing is added twice
  await page.getByLabel('File estratto conto').setInputFiles(file);
  await expect(page.getByRole('combobox', { name: 'Colonna avere' })).toHaveText('Avere');
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
  await expect(summary.getByText('Estratto conto importato: 0 righe nuove su 1')).toBeVisible();
  await expect(summary.getByText('1 già importata')).toBeVisible();
});
