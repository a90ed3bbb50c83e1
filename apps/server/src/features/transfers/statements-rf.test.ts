import { amountDifferenceText, formatCreditorReference } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualTransfers, orders } from '../../db/schema/index.ts';
import { newCreditorReference } from '../../lib/creditor-reference.ts';
import { insertConference, pendingTransfer } from '../../test/fixtures/transfers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { causaleDescrizione, descrizioneOperazione } from './fixtures/bank-csv-rf.ts';
import { camt053Bank } from './fixtures/camt053-bank.ts';

const { t, headers } = useTestApp();
let conferenceId: number;
beforeAll(async () => {
  conferenceId = await insertConference(t.app);
});

/** A site booking's pending transfer: its remittance reason is its RF reference, as the site asks. */
async function booked(amount: number, reason?: string) {
  const rf = newCreditorReference();
  const ids = await pendingTransfer(t.app, conferenceId, reason ?? rf, amount);
  await t.app.db.update(manualTransfers).set({ reference: rf }).where(eq(manualTransfers.id, ids.transferId));
  return { ...ids, rf };
}

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
type Line = {
  id: number;
  status: string;
  confidence: number;
  reason: string;
  amount_issue: string | null;
  transfer: { id: number } | null;
};
const lineOf = async (transferId: number) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/bank-statements/lines?pageSize=100', headers });
  return (res.json().lines as Line[]).find((l) => l.transfer?.id === transferId);
};
const orderState = async (orderId: number) =>
  (
    await t.app.db
      .select({ status: orders.status, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, orderId))
  )[0];
const importXml = async (name: string, content: string) => {
  const res = await post('/api/bank-statements/import', { file_name: name, content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('reconciliation by RF creditor reference', () => {
  it('matches SEPA structured and unstructured remittances to their transfer before any other rule; a different amount is flagged, never bulk-confirmed', async () => {
    const exact = await booked(25000);
    const partial = await booked(40000);
    const excess = await booked(12000);
    const split = await booked(30000);
    // a transfer whose reason another payment's remittance also quotes
    const decoy = await booked(25000, 'ORD-7781');

    const xml = camt053Bank('08', [
      {
        ref: 'E1',
        amount: '250.00',
        // structured RF, plus a free text naming another order: the RF decides
        txs: [
          { payer: 'STUDIO LEGALE ROSSI', remittance: 'saldo ORD-7781', structured: [{ ref: exact.rf }] },
        ],
      },
      {
        ref: 'E2',
        amount: '150.00',
        // the bank lower-cased and hyphenated it, glued to other words
        txs: [
          {
            payer: 'Anna Bianchi',
            remittance: `ACCONTO/rif.${partial.rf.toLowerCase().replace(/(.{4})(?!$)/g, '$1-')}/CONVEGNO`,
          },
        ],
      },
      {
        ref: 'E3',
        amount: '150.00',
        // an RF over two Ustrd lines, and a structured block without its type but with text
        txs: [
          {
            payer: 'Mario Verdi',
            remittance: [
              `Quota iscrizione ${formatCreditorReference(excess.rf).slice(0, 9)}`,
              `${formatCreditorReference(excess.rf).slice(9)} grazie`,
            ],
          },
        ],
      },
      {
        ref: 'E4',
        amount: '300.00',
        txs: [
          {
            payer: 'Lucia Neri',
            structured: [
              { ref: 'INV-2026-33', scor: false, extra: `pagamento ${formatCreditorReference(split.rf)}` },
            ],
          },
        ],
      },
    ]);
    expect(await importXml('rf.xml', xml)).toMatchObject({ lines: 4, added: 4 });

    expect(await lineOf(exact.transferId)).toMatchObject({
      status: 'matched',
      confidence: 99,
      amount_issue: null,
    });
    expect((await lineOf(exact.transferId))?.reason).toContain(`«${formatCreditorReference(exact.rf)}»`);
    expect(await lineOf(decoy.transferId)).toBeUndefined();
    expect(await lineOf(split.transferId)).toMatchObject({
      status: 'matched',
      confidence: 99,
      amount_issue: null,
    });

    const short = await lineOf(partial.transferId);
    expect(short).toMatchObject({ status: 'matched', amount_issue: 'short', confidence: 60 });
    expect(amountDifferenceText(15000, 40000)).toBe('Pagamento parziale: mancano € 250,00');
    expect(short?.reason).toContain('pagamento parziale: mancano € 250,00');
    const over = await lineOf(excess.transferId);
    expect(over).toMatchObject({ status: 'matched', amount_issue: 'over' });
    expect(over?.reason).toContain('importo in eccesso: € 30,00 in più');

    const bulk = await post('/api/bank-statements/confirm-matches');
    expect(bulk.json(), bulk.body).toMatchObject({ status: 'success', confirmed: 2 });
    expect(await orderState(exact.orderId)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(await orderState(split.orderId)).toMatchObject({ status: 'paid' });
    // never by the bulk action, however often it runs
    expect((await post('/api/bank-statements/confirm-matches')).json()).toMatchObject({ confirmed: 0 });
    expect(await orderState(partial.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    expect(await orderState(excess.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null });

    // one by one, saying the difference is accepted
    expect((await post(`/api/bank-statements/lines/${short?.id}/confirm`, {})).statusCode).toBe(409);
    const accepted = await post(`/api/bank-statements/lines/${short?.id}/confirm`, {
      accept_amount_difference: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await orderState(partial.orderId)).toMatchObject({ status: 'paid' });
  });

  it('reads the reference in Italian bank CSV exports, whichever column holds it', async () => {
    const a = await booked(18000);
    const b = await booked(9000);
    const c = await booked(5000);
    const first = causaleDescrizione(
      { rf: a.rf, cents: 18000, payer: 'STUDIO ASSOCIATO GALLI' },
      { rf: b.rf, cents: 8000, payer: 'PAOLO FERRI' },
    );
    // the bank's operation name is mapped as the causale: the RF sits in the other column
    const mapping = {
      bank: first.bank,
      date: 'Data contabile',
      amount: 'Importo',
      reference: 'Causale',
      currency: 'Divisa',
    };
    const res = await post('/api/bank-statements/import', {
      file_name: 'bpm.csv',
      content: first.text,
      csv: mapping,
    });
    expect(res.json(), res.body).toMatchObject({ lines: 2, added: 2, skipped_debits: 1 });
    expect(await lineOf(a.transferId)).toMatchObject({
      status: 'matched',
      confidence: 99,
      amount_issue: null,
    });
    expect(await lineOf(b.transferId)).toMatchObject({ status: 'matched', amount_issue: 'short' });

    const second = descrizioneOperazione({ rf: c.rf, cents: 5000, payer: 'GIULIA RE' });
    const split = {
      bank: second.bank,
      date: 'DATA',
      amount_mode: 'split',
      debit: 'DARE',
      credit: 'AVERE',
      reference: 'DESCRIZIONE OPERAZIONE',
    };
    const again = await post('/api/bank-statements/import', {
      file_name: 'bcc.csv',
      content: second.text,
      csv: split,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await lineOf(c.transferId)).toMatchObject({ status: 'matched', confidence: 99 });
  });

  it('tells a paid reference, a double payment and a stranger’s RF apart', async () => {
    const paid = await booked(7000);
    expect((await post(`/api/manual-transfers/confirm/${paid.transferId}`)).statusCode).toBe(200);
    const twice = await booked(6000);
    const byReason = await booked(4000, 'ORD-9912');
    // ISO 11649's own example: a valid RF, but none of ours; the reason rule still applies
    const stranger = 'RF18539007547034';
    const bad = `${twice.rf.slice(0, -1)}${(Number(twice.rf.slice(-1)) + 1) % 10}`;
    const xml = camt053Bank('02', [
      { ref: 'F1', amount: '70.00', txs: [{ payer: 'A', remittance: `bonifico ${paid.rf}` }] },
      { ref: 'F2', amount: '60.00', txs: [{ payer: 'B', remittance: twice.rf }] },
      { ref: 'F3', amount: '60.00', txs: [{ payer: 'B', remittance: `secondo bonifico ${twice.rf}` }] },
      {
        ref: 'F4',
        amount: '40.00',
        txs: [{ payer: 'C', structured: [{ ref: stranger }], remittance: 'ORD-9912' }],
      },
      { ref: 'F5', amount: '12.34', txs: [{ payer: 'D', remittance: `sbagliato ${bad}` }] },
    ]);
    await importXml('misti.xml', xml);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bank-statements/lines?pageSize=100&sort=-confidence',
      headers,
    });
    const all = res.json().lines as (Line & { reference: string })[];
    expect(all.find((l) => l.reference.includes(paid.rf))).toMatchObject({
      status: 'already_confirmed',
      transfer: { id: paid.transferId },
    });
    const doubles = all
      .filter((l) => l.transfer?.id === twice.transferId)
      .map((l) => l.status)
      .sort();
    expect(doubles).toEqual(['ambiguous', 'matched']);
    expect(all.find((l) => l.reference.includes('ORD-9912'))).toMatchObject({
      status: 'matched',
      transfer: { id: byReason.transferId },
      confidence: 98,
    });
    expect(all.find((l) => l.reference.includes('sbagliato'))).toMatchObject({
      status: 'unmatched',
      transfer: null,
    });
  });
});
