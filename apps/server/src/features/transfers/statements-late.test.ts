import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { closeOrder } from '../../lib/order-close.ts';
import { writeWithAudit } from '../../plugins/audit.ts';
import { bookedOrder } from '../../test/fixtures/booked-orders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { camt053Bank } from './fixtures/camt053-bank.ts';

/** Money that arrives by transfer for an order that can no longer take it: matched, shown, flagged. */
const { t, headers } = useTestApp();
const SYSTEM = { actorId: null, requestId: null, ip: null };

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
const euros = (cents: number) => (cents / 100).toFixed(2);

async function ended(end: 'expired' | 'cancelled') {
  const o = await bookedOrder(t.app, { transfer: true });
  await writeWithAudit(t.app.db, SYSTEM, (tx, audit) => closeOrder(tx, audit, o.orderId, end, 'test'));
  return { ...o, transfer: o.transfer! };
}

const flagsOf = async (orderId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/conferences/booking-by-order-id/${orderId}`, headers })
  ).json().booking.flags as { kind: string; method: string; amount: number; note: string }[];

describe('a statement line for an ended order', () => {
  it('is matched to its closed transfer by RF, shown undecided, never bulk-confirmed, and flagged once on the order', async () => {
    const expired = await ended('expired');
    const cancelled = await ended('cancelled');
    const xml = camt053Bank('08', [
      {
        ref: 'L1',
        amount: euros(expired.price),
        txs: [
          {
            payer: 'STUDIO ROSSI',
            remittance: 'iscrizione',
            structured: [{ ref: expired.transfer.reference }],
          },
        ],
      },
      {
        ref: 'L2',
        amount: euros(cancelled.price),
        txs: [{ payer: 'STUDIO VERDI', remittance: `quota ${cancelled.transfer.reference}` }],
      },
    ]);
    const imported = await post('/api/bank-statements/import', { file_name: 'tardivi.xml', content: xml });
    expect(imported.statusCode, imported.body).toBe(200);

    const lines = (
      await t.app.inject({ method: 'GET', url: '/api/bank-statements/lines?pageSize=100', headers })
    ).json().lines as { id: number; status: string; reason: string; transfer: { id: number } | null }[];
    const late = lines.find((l) => l.transfer?.id === expired.transfer.id)!;
    expect(late).toMatchObject({ status: 'ambiguous', transfer: { id: expired.transfer.id } });
    expect(late.reason).toContain(`dell'ordine n. ${expired.orderId}, scaduto`);
    expect(lines.find((l) => l.transfer?.id === cancelled.transfer.id)?.reason).toContain('annullato');

    // "confirm all" takes none of them, nor does confirming the line by itself
    expect((await post('/api/bank-statements/confirm-matches', {})).json()).toMatchObject({ confirmed: 0 });
    expect((await post(`/api/bank-statements/lines/${late.id}/confirm`, {})).statusCode).toBe(409);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, expired.orderId));
    expect(order).toMatchObject({ status: 'expired', paidAt: null });

    const [flag] = await flagsOf(expired.orderId);
    expect(flag).toMatchObject({ kind: 'late_payment', method: 'bank_transfer', amount: expired.price });
    expect(flag.note).toContain('da STUDIO ROSSI per un ordine scaduto o annullato');
    expect(await flagsOf(cancelled.orderId)).toHaveLength(1);

    // the same statement again adds no line and no flag
    await post('/api/bank-statements/import', { file_name: 'tardivi.xml', content: xml });
    expect(await flagsOf(expired.orderId)).toHaveLength(1);
  });

  it('flags a transfer arriving for an order paid by card as a double payment', async () => {
    const o = await bookedOrder(t.app, { transfer: true });
    await t.app.db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), paymentMethod: 'card' })
      .where(eq(orders.id, o.orderId));
    await t.app.db.execute(
      // the card payment closed the transfer, as card-payment.ts does
      sql`update manual_transfers set deleted_at = now() where id = ${o.transfer!.id}`,
    );
    const xml = camt053Bank('02', [
      { ref: 'D1', amount: euros(o.price), txs: [{ payer: 'X', remittance: o.transfer!.reference }] },
    ]);
    expect(
      (await post('/api/bank-statements/import', { file_name: 'doppio.xml', content: xml })).statusCode,
    ).toBe(200);
    expect(await flagsOf(o.orderId)).toMatchObject([{ kind: 'double_payment', amount: o.price }]);
  });
});
