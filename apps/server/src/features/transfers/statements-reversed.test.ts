import { beforeAll, describe, expect, it } from 'vitest';
import { completeIssuer } from '../../test/card-app.ts';
import { bookedOrder } from '../../test/fixtures/booked-orders.ts';
import { orderRow } from '../../test/fixtures/order-actions.ts';
import { useTestApp } from '../../test/test-app.ts';
import { camt053Bank } from './fixtures/camt053-bank.ts';

/** A payment confirmed from a statement line, then reversed on its order: the line is open again. */
const { t, headers } = useTestApp();

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
const euros = (cents: number) => (cents / 100).toFixed(2);
type Line = { id: number; status: string; reason: string; transfer: { id: number } | null };
const lineOf = async (transferId: number) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/bank-statements/lines?pageSize=100', headers })).json()
      .lines as Line[]
  ).find((l) => l.transfer?.id === transferId)!;

beforeAll(() => completeIssuer(t.app, headers));

describe('a statement line whose confirmation is reversed on the order', () => {
  it('waits for a person again: undecided, saying why, never taken by "confirm all" again', async () => {
    const o = await bookedOrder(t.app, { transfer: true });
    const transfer = o.transfer!;
    const xml = camt053Bank('08', [
      {
        ref: 'R1',
        amount: euros(o.price),
        txs: [{ payer: 'STUDIO BIANCHI', remittance: `iscrizione ${transfer.reference}` }],
      },
    ]);
    expect(
      (await post('/api/bank-statements/import', { file_name: 'storno.xml', content: xml })).statusCode,
    ).toBe(200);
    const line = await lineOf(transfer.id);
    expect(line.status).toBe('matched');
    expect((await post(`/api/bank-statements/lines/${line.id}/confirm`, {})).statusCode).toBe(200);
    expect((await lineOf(transfer.id)).status).toBe('confirmed');

    const reversed = await post(`/api/orders/${o.orderId}/reverse-payment`, {
      reason: 'Abbinato per errore',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await lineOf(transfer.id)).toMatchObject({
      status: 'ambiguous',
      reason: `Conferma annullata sull'ordine n. ${o.orderId}: Abbinato per errore`,
    });
    // "Conferma abbinamenti sicuri" leaves it to a person: the order stays unpaid
    expect((await post('/api/bank-statements/confirm-matches', {})).json()).toMatchObject({ confirmed: 0 });
    expect((await orderRow(t.app, o.orderId)).status).toBe('awaiting_payment');
  });
});
