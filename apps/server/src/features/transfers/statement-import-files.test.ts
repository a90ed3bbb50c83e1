import { beforeAll, describe, expect, it } from 'vitest';
import { insertConference, pendingTransfer } from '../../test/fixtures/transfers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { creditAgricole, fineco, intesa } from './fixtures/bank-csv.ts';
import { camt053Bank } from './fixtures/camt053-bank.ts';

const { t, headers } = useTestApp();
let conferenceId: number;
beforeAll(async () => {
  conferenceId = await insertConference(t.app);
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const base64 = (bytes: Buffer) => bytes.toString('base64');
const windows1252 = (text: string) => Buffer.from(text, 'latin1');
type Line = {
  id: number;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  reference: string;
};
const lines = async (q: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/bank-statements/lines?pageSize=100&q=${encodeURIComponent(q)}`,
      headers,
    })
  ).json().lines as Line[];

const pending = async (reason: string, amount: number) =>
  (await pendingTransfer(t.app, conferenceId, reason, amount)).transferId;

describe('statement files as banks send them', () => {
  it('previews a Windows-1252 export: encoding, delimiter, header under the details block, Dare/Avere proposed', async () => {
    const { text } = creditAgricole();
    const res = await post('/api/bank-statements/preview', {
      file_name: 'movimenti.csv',
      content_base64: base64(windows1252(text)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { preview } = res.json();
    expect(preview).toMatchObject({
      format: 'csv',
      encoding: 'Windows-1252',
      delimiter: ';',
      header_row: 4,
      mapping: {
        date: 'Data operazione',
        amount_mode: 'split',
        amount: '',
        debit: 'Dare',
        credit: 'Avere',
        reference: 'Descrizione',
        payer: '',
        currency: '',
      },
    });
    expect(preview.rows[0]).toEqual({ line: 1, cells: ['Movimenti conto corrente n. 000012345678'] });
    expect(preview.rows.find((r: { line: number }) => r.line === 7).cells[2]).toContain('NICCOLÒ CALÌ');
    // the bytes Windows-1252 gives beyond Latin-1: euro sign, curly quotes, en dash
    const special = await post('/api/bank-statements/preview', {
      file_name: 'e.csv',
      content_base64: base64(
        Buffer.concat([
          windows1252('Data;Importo;Causale\r\n03/11/2025;10,00;quota '),
          Buffer.from([0x80, 0x20, 0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0xe0]),
        ]),
      ),
    });
    expect(special.json().preview.rows[1].cells[2]).toBe('quota € “A” – à');
  });

  it('reads UTF-8 with a BOM and UTF-16 as well; an XML file needs no mapping', async () => {
    const utf8 = await post('/api/bank-statements/preview', {
      file_name: 'intesa.csv',
      content_base64: base64(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(intesa().text)])),
    });
    expect(utf8.json().preview).toMatchObject({ encoding: 'UTF-8', header_row: 6 });
    expect(utf8.json().preview.rows[0].cells[0]).toBe('Lista movimenti');
    const utf16 = await post('/api/bank-statements/preview', {
      file_name: 'fineco.csv',
      content_base64: base64(
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fineco().text, 'utf16le')]),
      ),
    });
    expect(utf16.json().preview).toMatchObject({ encoding: 'UTF-16', header_row: 5 });
    const xml = await post('/api/bank-statements/preview', {
      file_name: 'e.xml',
      content_base64: base64(Buffer.from(camt053Bank('08', [{ ref: 'X', amount: '1.00', txs: [{}] }]))),
    });
    expect(xml.json().preview).toMatchObject({ format: 'camt053', mapping: null });
  });

  it('imports it to the cent with a summary; the same file again adds nothing; the mapping is remembered for the bank', async () => {
    const { text } = creditAgricole();
    const csv = {
      bank: 'Crédit Agricole Italia',
      delimiter: ';',
      header_row: 4,
      date: 'Data operazione',
      amount_mode: 'split',
      debit: 'Dare',
      credit: 'Avere',
      reference: 'Descrizione',
    };
    const file = { file_name: 'movimenti.csv', content_base64: base64(windows1252(text)), csv };
    const first = await post('/api/bank-statements/import', file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      lines: 3,
      added: 3,
      already_imported: 0,
      foreign_currency: 0,
      skipped_debits: 2,
      excluded: 1,
      notes: ['Riga 10: saldo o totale, non è un movimento, esclusa «Totale · 47,60 · 1.395,56»'],
    });
    const read = await lines('NICCOLÒ CALÌ MEM-0007');
    expect(read.map((l) => [l.amount, l.currency])).toEqual([
      [8050, 'EUR'],
      [8050, 'EUR'],
    ]);
    expect((await lines('ROSSI & BIANCHI ORD-1042')).map((l) => l.amount)).toEqual([123456]);

    const again = await post('/api/bank-statements/import', file);
    expect(again.json()).toMatchObject({ lines: 3, added: 0, already_imported: 3 });

    const remembered = await t.app.inject({
      method: 'GET',
      url: '/api/bank-statements/csv-mappings',
      headers,
    });
    expect(remembered.json().mappings).toContainEqual({
      ...csv,
      amount: '',
      payer: '',
      currency: '',
    });
  });

  it('applies a bank’s remembered columns to its next file, even with names no guess would find', async () => {
    const text = [
      'Estratto conto mensile',
      '',
      'Giorno;Uscita;Entrata;Testo',
      '07/11/2025;;300,00;ORD-77 iscrizione',
    ].join('\r\n');
    const csv = {
      bank: 'Banca di paese',
      date: 'Giorno',
      amount_mode: 'split',
      debit: 'Uscita',
      credit: 'Entrata',
      reference: 'Testo',
      header_row: 3,
    };
    const guess = await post('/api/bank-statements/preview', { file_name: 'a.csv', content: text });
    expect(guess.json().preview.header_row).toBeNull();
    expect(
      (await post('/api/bank-statements/import', { file_name: 'a.csv', content: text, csv })).statusCode,
    ).toBe(200);
    const next = text.replace('Estratto conto mensile', 'Estratto conto mensile\r\nConto n. 1\r\nFiliale 2');
    const preview = await post('/api/bank-statements/preview', {
      file_name: 'b.csv',
      content: next,
      bank: 'Banca di paese',
    });
    expect(preview.json().preview).toMatchObject({
      header_row: 5,
      mapping: {
        date: 'Giorno',
        amount_mode: 'split',
        debit: 'Uscita',
        credit: 'Entrata',
        reference: 'Testo',
      },
    });
  });

  it('keeps foreign-currency entries apart: shown with their currency, counted, never matched or assigned', async () => {
    const transferId = await pending('FX-ORD-5501', 10000);
    const xml = camt053Bank(
      '04',
      [
        { ref: 'FX1', amount: '100.00', txs: [{ payer: 'Hans Müller', remittance: 'FX-ORD-5501' }] },
        {
          ref: 'FX2',
          amount: '250.00',
          currency: 'USD',
          txs: [{ payer: 'John Smith', remittance: 'FX-ORD-5502' }],
        },
      ],
      { currency: 'CHF' },
    );
    const res = await post('/api/bank-statements/import', { file_name: 'chf.xml', content: xml });
    expect(res.json()).toMatchObject({ lines: 2, added: 2, foreign_currency: 2 });
    const [chf] = await lines('Hans Müller');
    expect(chf).toMatchObject({ amount: 10000, currency: 'CHF', status: 'unmatched' });
    expect(chf.reason).toBe('Importo in CHF: i bonifici attesi sono in euro, riga non abbinabile');
    expect((await lines('John Smith'))[0]).toMatchObject({ amount: 25000, currency: 'USD' });
    const assign = await post(`/api/bank-statements/lines/${chf.id}/assign`, { transfer_id: transferId });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().message).toBe('Importo in CHF: i bonifici attesi sono in euro, riga non abbinabile');
  });

  it('keeps two identical payments of one statement as two lines, and a re-import adds neither', async () => {
    const same = { amount: '80.50', txs: [{ payer: 'Lucia Neri', remittance: 'QUOTA DUP-1 2026' }] };
    const xml = camt053Bank('02', [
      { ref: 'D1', ...same },
      { ref: 'D2', ...same },
    ]);
    expect(
      (await post('/api/bank-statements/import', { file_name: 'd.xml', content: xml })).json(),
    ).toMatchObject({
      added: 2,
    });
    expect(
      (await post('/api/bank-statements/import', { file_name: 'd.xml', content: xml })).json(),
    ).toMatchObject({
      added: 0,
      already_imported: 2,
    });
    expect(await lines('Lucia Neri')).toHaveLength(2);
  });

  it('answers any broken file with a 400 in Italian and records nothing', async () => {
    const before = (await lines('')).length;
    const mapping = { bank: 'B', date: 'Data', amount: 'Importo', reference: 'Causale' };
    const bodies: object[] = [
      {
        file_name: 'x.bin',
        content_base64: base64(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00])),
      },
      { file_name: 'x.csv', content_base64: base64(Buffer.from([0xff, 0xfe, 0x41])) },
      { file_name: 'x.csv', content: 'Data;Importo;Causale\n01/11/2025;1,00;a\u0000b\n', csv: mapping },
      { file_name: 'x.csv', content_base64: 'non base64!' },
      { file_name: 'x.csv', content: 'a', content_base64: 'YQ==' },
      { file_name: 'x.csv' },
      { file_name: 'x.csv', content_base64: base64(Buffer.from('   \r\n')), csv: mapping },
      { file_name: 'x.csv', content: 'Data;Importo;Causale\n01/11/2025;"1,00;x\n', csv: mapping },
      { file_name: 'x.csv', content: 'Data;Importo;Causale\n', csv: mapping },
      { file_name: 'x.csv', content: 'Data;Importo;Causale\n01/11/2025;-1,00;x\n', csv: mapping },
      {
        file_name: 'x.csv',
        content: 'Data;Importo;Causale\n01/11/2025;1,00;x\n',
        csv: { ...mapping, amount_mode: 'split' },
      },
      {
        file_name: 'x.csv',
        content: 'Data;Importo;Causale\n01/11/2025;1,00;x\n',
        csv: { ...mapping, header_row: 99 },
      },
      {
        file_name: 'x.xml',
        content: '\uFEFF<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt/></BkToCstmrStmt></Document>',
      },
    ];
    for (const body of bodies) {
      for (const url of ['/api/bank-statements/import', '/api/bank-statements/preview']) {
        const res = await post(url, body);
        if (url.endsWith('preview') && res.statusCode === 200) continue; // a preview of a readable text is fine
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 120)}: ${res.body}`).toBe(400);
        expect(res.json().message).not.toMatch(/Errore interno|undefined|Error/);
      }
    }
    expect((await lines('')).length).toBe(before);
  });
});
