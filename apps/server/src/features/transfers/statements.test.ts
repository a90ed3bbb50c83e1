import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema/index.ts';
import { insertConference, pendingTransfer } from '../../test/fixtures/transfers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { camt053 } from './fixtures/camt053.ts';
import { camt053Bank } from './fixtures/camt053-bank.ts';

const { t, headers } = useTestApp();
let conferenceId: number;
beforeAll(async () => {
  conferenceId = await insertConference(t.app);
});

/** An unpaid order and its pending transfer with the given remittance reason. */
const pending = (reason: string, amount: number, email?: string) =>
  pendingTransfer(t.app, conferenceId, reason, amount, email);

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
const lines = async (query = '') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/bank-statements/lines?pageSize=100&${query}`, headers })
  ).json().lines as {
    id: number;
    status: string;
    amount: number;
    reference: string;
    amount_issue: string | null;
    transfer: { id: number } | null;
  }[];
const paidAt = async (orderId: number) =>
  (await t.app.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId)))[0].paidAt;

describe('bank statement reconciliation', () => {
  it('imports a CAMT.053, matches its lines, confirms the sure ones in bulk once, and re-import adds nothing', async () => {
    const exact = await pending('ST-A-1001', 25000);
    const short = await pending('ST-A-1002', 30000);
    const xmlText = camt053([
      { amount: '250.00', payer: 'Niccolò Calì', remittance: 'Saldo st a 1001' },
      { amount: '200.00', payer: 'Anna Bianchi', remittance: 'ST-A-1002 acconto' },
      { amount: '12.00', payer: 'Ignoto', remittance: 'donazione' },
      { amount: '5.00', indicator: 'DBIT', payer: 'Banca', remittance: 'commissioni' },
    ]);
    const first = await post('/api/bank-statements/import', { file_name: 'novembre.xml', content: xmlText });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'success', lines: 3, added: 3, skipped_debits: 1 });

    const again = await post('/api/bank-statements/import', { file_name: 'novembre.xml', content: xmlText });
    expect(again.json()).toMatchObject({ lines: 3, added: 0 });

    const imported = await lines();
    const exactLine = imported.find((l) => l.transfer?.id === exact.transferId)!;
    const shortLine = imported.find((l) => l.transfer?.id === short.transferId)!;
    expect(exactLine).toMatchObject({ status: 'matched', amount_issue: null });
    expect(shortLine).toMatchObject({ status: 'matched', amount_issue: 'short' });
    expect(imported.filter((l) => l.status === 'unmatched')).toHaveLength(1);

    // what the bulk confirmation will do, told beforehand: the exact one only, and its amount
    const sureMatches = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/bank-statements/sure-matches', headers })).json();
    expect(await sureMatches()).toEqual({ status: 'success', count: 1, total: 25000 });
    const bulk = await post('/api/bank-statements/confirm-matches');
    expect(bulk.json()).toMatchObject({ status: 'success', confirmed: 1 });
    expect(await sureMatches()).toEqual({ status: 'success', count: 0, total: 0 });
    expect(await paidAt(exact.orderId)).not.toBeNull();
    // the short payment is never confirmed silently
    expect(await paidAt(short.orderId)).toBeNull();
    expect((await post('/api/bank-statements/confirm-matches')).json()).toMatchObject({ confirmed: 0 });
    const confirms = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'manual_transfer'));
    expect(
      confirms.filter((a) => a.entityId === String(exact.transferId) && a.action === 'confirm'),
    ).toHaveLength(1);

    const refused = await post(`/api/bank-statements/lines/${shortLine.id}/confirm`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/non corrisponde al dovuto/);
    const accepted = await post(`/api/bank-statements/lines/${shortLine.id}/confirm`, {
      accept_amount_difference: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().line).toMatchObject({ status: 'confirmed' });
    expect(await paidAt(short.orderId)).not.toBeNull();
  });

  it('imports a CSV through a mapping it then remembers; assigns an unmatched line by hand; discards with a note', async () => {
    const target = await pending('ST-B-2001', 8050, 'bianchi@example.it');
    const csv = [
      'Data;Importo;Ordinante;Causale',
      '22/11/2026;80,50;Bianchi Anna;quota evento',
      '23/11/2026;1,00;X;prova',
    ].join('\n');
    const mapping = {
      bank: 'Banca Prova',
      date: 'Data',
      amount: 'Importo',
      payer: 'Ordinante',
      reference: 'Causale',
    };
    const missing = await post('/api/bank-statements/import', { file_name: 'e.csv', content: csv });
    expect(missing.statusCode).toBe(400);
    const res = await post('/api/bank-statements/import', { file_name: 'e.csv', content: csv, csv: mapping });
    expect(res.json()).toMatchObject({ lines: 2, added: 2 });
    const remembered = await t.app.inject({
      method: 'GET',
      url: '/api/bank-statements/csv-mappings',
      headers,
    });
    expect(remembered.json().mappings).toEqual([
      {
        ...mapping,
        delimiter: ';',
        header_row: null,
        amount_mode: 'single',
        debit: '',
        credit: '',
        currency: '',
      },
    ]);

    const found = await lines('q=quota evento');
    expect(found).toHaveLength(1);
    const assigned = await post(`/api/bank-statements/lines/${found[0].id}/assign`, {
      transfer_id: target.transferId,
    });
    expect(assigned.json().line).toMatchObject({
      status: 'matched',
      amount_issue: null,
      transfer: { id: target.transferId },
    });
    expect((await post(`/api/bank-statements/lines/${found[0].id}/confirm`)).statusCode).toBe(200);
    expect(await paidAt(target.orderId)).not.toBeNull();
    // confirming twice is a no-op
    expect((await post(`/api/bank-statements/lines/${found[0].id}/confirm`)).statusCode).toBe(200);

    const [stray] = await lines('q=prova');
    expect((await post(`/api/bank-statements/lines/${stray.id}/discard`, { note: '' })).statusCode).toBe(400);
    const discarded = await post(`/api/bank-statements/lines/${stray.id}/discard`, {
      note: 'Bonifico di prova',
    });
    expect(discarded.json().line).toMatchObject({ status: 'discarded', note: 'Bonifico di prova' });
    expect((await post(`/api/bank-statements/lines/${stray.id}/confirm`)).statusCode).toBe(409);
    const decisions = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'bank_statement_line'));
    expect(decisions.map((d) => d.action).sort()).toEqual(
      expect.arrayContaining(['assign', 'confirm', 'discard']),
    );
  });

  it('refuses a broken file with a clear message and records nothing', async () => {
    const before = (await lines()).length;
    const res = await post('/api/bank-statements/import', { file_name: 'x.xml', content: '<Document><oops' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: 'Il file XML non è un estratto conto CAMT.053',
    });
    // nested deeper than the XML parser builds (it throws): the same answer, not a 500
    const deep = `<Document>${'<BkToCstmrStmt>'.repeat(150)}${'</BkToCstmrStmt>'.repeat(150)}</Document>`;
    const nested = await post('/api/bank-statements/import', { file_name: 'deep.xml', content: deep });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json().message).toBe('Il file XML non è un estratto conto CAMT.053');
    const bad = await post('/api/bank-statements/import', {
      file_name: 'x.csv',
      content: 'Data;Importo;Ordinante;Causale\n99/99/2026;1,00;a;b',
      csv: { bank: 'B', date: 'Data', amount: 'Importo', payer: 'Ordinante', reference: 'Causale' },
    });
    expect(bad.statusCode).toBe(400);
    // no row reads as a movement: the mapping is the likely mistake, and the first row says why
    expect(bad.json().message).toBe(
      'Nessuna riga del file si legge come movimento: controlla le colonne. Riga 2: data «99/99/2026» non leggibile, esclusa «99/99/2026 · 1,00 · a · b»',
    );
    expect((await lines()).length).toBe(before);
  });

  it('imports a bank-shaped camt.053.001.08 to the cent and says what it left out; an empty file is a 400', async () => {
    const content = camt053Bank(
      '08',
      [
        {
          ref: 'R1',
          amount: '8.850',
          bookingDate: null,
          txs: [{ payer: 'Anna Neri', remittance: 'ST-C-3001' }],
        },
        {
          ref: 'R2',
          amount: '30.00000',
          txs: [
            { amount: '10.000', payer: 'Luca Blu', remittance: 'ST-C-3002' },
            { amount: '20.00', payer: 'Sara Viola', remittance: 'NOTPROVIDED', endToEndId: 'ST-C-3003' },
          ],
        },
        { ref: 'R3', amount: '8.855', txs: [{ payer: 'Mario Rosa', remittance: 'ST-C-3004' }] },
        { ref: 'R4', amount: '1.00', indicator: 'DBIT', txs: [{ payer: 'Banca' }] },
      ],
      { prefix: 'camt' },
    );
    const res = await post('/api/bank-statements/import', { file_name: 'bpm.xml', content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lines: 3, added: 3, skipped_debits: 1 });
    expect(res.json().notes).toEqual(['Movimento 3 (R3): importo 8.855 con frazioni di centesimo: escluso']);
    const imported = (await lines('q=ST-C-')).map((l) => [l.reference, l.amount]);
    expect(imported.sort()).toEqual([
      ['ST-C-3001', 885],
      ['ST-C-3002', 1000],
      ['ST-C-3003', 2000],
    ]);

    const before = (await lines()).length;
    const mapping = { bank: 'B', date: 'Data', amount: 'Importo', payer: 'Ordinante', reference: 'Causale' };
    const empty = await post('/api/bank-statements/import', {
      file_name: 'vuoto.csv',
      content: 'Data;Importo;Ordinante;Causale\n',
      csv: mapping,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Il file non contiene movimenti');
    const debits = await post('/api/bank-statements/import', {
      file_name: 'addebiti.xml',
      content: camt053Bank('02', [
        { ref: 'D1', amount: '5.00', indicator: 'DBIT', txs: [{ payer: 'Banca' }] },
      ]),
    });
    expect(debits.statusCode).toBe(400);
    expect(debits.json().message).toBe('Il file non contiene accrediti: nessun pagamento da abbinare');
    const cut = await post('/api/bank-statements/import', {
      file_name: 'x.xml',
      content: content.slice(0, 900),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('Il file XML non è un estratto conto CAMT.053');
    expect((await lines()).length).toBe(before);
  });
});
