/**
 * Card payments under bad input and races: events delivered twice, events about sessions the
 * product did not create, money that reaches an order which can no longer take it, and a payment
 * racing the order's expiry. The events are the stand-in's, signed, through the real webhook route.
 */

import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkoutSessions, orderFlags, orders } from '../../db/schema/index.ts';
import { completeIssuer, STRIPE_KEY, useCardTestApp } from '../../test/card-app.ts';
import { bookedOrder, LUCIA } from '../../test/fixtures/booked-orders.ts';

const { t, headers, card } = useCardTestApp();
beforeAll(() => completeIssuer(t.app, headers));

const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
const invoicesOf = async (orderId: number) =>
  (await get(`/api/invoices?order_id=${orderId}`)).invoices as unknown[];
const flagsOf = (orderId: number) =>
  t.app.db.select().from(orderFlags).where(eq(orderFlags.orderId, orderId));
const paysOf = async (orderId: number) =>
  (
    await t.app.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId)), eq(auditLog.action, 'pay')),
      )
  ).length;

async function openSession(token: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/public/orders/${token}/card` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payment.checkout_url as string).split('/').at(-1)!;
}
const resultOf = (delivery: { status: number | null; body: string }) => {
  expect(delivery.status, delivery.body).toBe(200);
  return JSON.parse(delivery.body).result as string;
};

describe('the same payment told twice', () => {
  it('a redelivered event, and another event of the same paid session, pay the order once', async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA] });
    const session = await openSession(o.token);
    const [completed] = await card.standin.pay(session);
    expect(resultOf(completed)).toBe('applied');
    expect(resultOf(await card.standin.webhooks.resend(completed.event.id))).toBe('replayed');
    // a second event id about the same session (async_payment_succeeded follows some methods)
    const again = {
      ...completed.event,
      id: `${completed.event.id}b`,
      type: 'checkout.session.async_payment_succeeded',
    };
    expect(resultOf(await card.standin.webhooks.deliver(again))).toBe('ignored');
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(await paysOf(o.orderId)).toBe(1);
    expect(await invoicesOf(o.orderId)).toHaveLength(1);
  });
});

describe('a session the product did not create', () => {
  it('answers 2xx and changes nothing, even naming a real order', async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA] });
    // someone with access to the Stripe account makes a session of their own for that order
    const url = new URL(card.standin.url);
    const sdk = new Stripe(STRIPE_KEY, { host: url.hostname, port: url.port, protocol: 'http' });
    const foreign = await sdk.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://elsewhere.example/ok',
      client_reference_id: String(o.orderId),
      metadata: { order_id: String(o.orderId) },
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } } },
      ],
    });
    const deliveries = await card.standin.pay(foreign.id);
    expect(deliveries.map(resultOf)).toEqual(['ignored']);
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'awaiting_payment', paidAt: null });
    expect(await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, foreign.id))).toEqual(
      [],
    );
    expect(await invoicesOf(o.orderId)).toEqual([]);
    expect(await flagsOf(o.orderId)).toEqual([]);
  });
});

describe('money for an order that can no longer take it', () => {
  for (const [status, kind, word] of [
    ['expired', 'late_payment', 'scaduto'],
    ['cancelled', 'late_payment', 'annullato'],
    ['paid', 'double_payment', 'già pagato'],
  ] as const) {
    it(`an order ${status} meanwhile: the payment is recorded and flagged, the order left ${status}`, async () => {
      const o = await bookedOrder(t.app, { participants: [LUCIA] });
      const session = await openSession(o.token);
      const before = await orderRow(o.orderId);
      await t.app.db
        .update(orders)
        .set({ status, paidAt: status === 'paid' ? before.createdAt : null })
        .where(eq(orders.id, o.orderId));
      const flagsBefore = (await get('/api/dashboard/flags')).flags;

      const [completed] = await card.standin.pay(session);
      expect(resultOf(completed)).toBe('applied');
      expect(resultOf(await card.standin.webhooks.resend(completed.event.id))).toBe('replayed');

      const after = await orderRow(o.orderId);
      expect(after.status).toBe(status);
      expect(after.paidAt?.toISOString() ?? null).toBe(
        status === 'paid' ? before.createdAt.toISOString() : null,
      );
      expect(await paysOf(o.orderId)).toBe(0);
      expect(await invoicesOf(o.orderId)).toEqual([]);
      const [kept] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session));
      expect(kept).toMatchObject({ status: 'complete', amountPaid: o.price, outcome: 'flagged' });
      expect(kept.paidAt).toBeInstanceOf(Date);

      const detail = (await get(`/api/conferences/booking-by-order-id/${o.orderId}`)).booking;
      expect(detail.flags).toHaveLength(1);
      expect(detail.flags[0]).toMatchObject({ kind, method: 'card', amount: o.price, reference: session });
      expect(detail.flags[0].note).toContain(`per un ordine ${word} (sessione Stripe ${session})`);
      expect(detail.flags[0].note).toContain('€ 150,00');
      expect((await get('/api/dashboard/flags')).flags).toEqual({
        open: flagsBefore.open + 1,
        amount: flagsBefore.amount + o.price,
      });
    });
  }
});

describe('a payment racing the order expiring', () => {
  /** What an expiry does to an order still awaiting payment, in its own transaction. */
  const expire = (orderId: number) =>
    t.app.db.transaction(async (tx) => {
      const rows = await tx
        .update(orders)
        .set({ status: 'expired' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment'), isNull(orders.paidAt)))
        .returning({ id: orders.id });
      return rows.length > 0;
    });

  it('ends one way or the other: paid and invoiced, or expired with the payment flagged', async () => {
    for (let i = 0; i < 6; i++) {
      const o = await bookedOrder(t.app, { participants: [LUCIA] });
      const session = await openSession(o.token);
      const [[completed], expired] = await Promise.all([card.standin.pay(session), expire(o.orderId)]);
      expect(resultOf(completed)).toBe('applied');
      const row = await orderRow(o.orderId);
      const flags = await flagsOf(o.orderId);
      const invoices = await invoicesOf(o.orderId);
      if (row.status === 'paid') {
        expect(expired).toBe(false);
        expect(row.paidAt).toBeInstanceOf(Date);
        expect(flags).toEqual([]);
        expect(invoices).toHaveLength(1);
      } else {
        expect(row).toMatchObject({ status: 'expired', paidAt: null });
        expect(expired).toBe(true);
        expect(flags).toHaveLength(1);
        expect(invoices).toEqual([]);
      }
    }
  });
});
