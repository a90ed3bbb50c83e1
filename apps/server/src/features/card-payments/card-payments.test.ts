/**
 * Paying an order by card, end to end: the order page's route opens a Checkout Session with the
 * official SDK against the local Stripe stand-in, the stand-in's hosted page pays it and sends the
 * signed checkout.session.completed to the product's real webhook route over HTTP.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkoutSessions, orders } from '../../db/schema/index.ts';
import { openCardPayment } from '../../lib/card-checkout.ts';
import { completeIssuer, STRIPE_KEY, useCardTestApp } from '../../test/card-app.ts';
import { bookedOrder, LUCIA, MARIO } from '../../test/fixtures/booked-orders.ts';

const { t, headers, card } = useCardTestApp();
beforeAll(() => completeIssuer(t.app, headers));

const payByCard = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/orders/${token}/card` });
const orderRow = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
const invoicesOf = async (orderId: number) => (await get(`/api/invoices?order_id=${orderId}`)).invoices;
const pendingTransfers = async () =>
  (await get('/api/manual-transfers?confirm=false&pageSize=500')).transfers as { data: { id: number } }[];
const sessionIdOf = (url: string) => url.split('/').at(-1)!;

async function openCheckout(token: string) {
  const res = await payByCard(token);
  expect(res.statusCode, res.body).toBe(200);
  const { payment } = res.json();
  expect(payment.method).toBe('card');
  return payment.checkout_url as string;
}

describe('Paga con carta', () => {
  it('creates a Checkout Session whose line items are the order lines, its discount the coupon', async () => {
    const o = await bookedOrder(t.app, { discount: 4_000, contactEmail: 'segreteria@studio.example.it' });
    const url = await openCheckout(o.token);
    expect(url.startsWith(`${card.standin.url}/c/pay/cs_test_`)).toBe(true);

    const [coupon] = card.standin.requestsTo('POST', '/v1/coupons').slice(-1);
    expect(coupon.body).toMatchObject({
      amount_off: '4000',
      currency: 'eur',
      duration: 'once',
      max_redemptions: '1',
    });
    expect(coupon.body.name).toBe('Sconto (coupon PRIMAVERA)');
    const [sent] = card.standin.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent.headers.authorization).toBe(`Bearer ${STRIPE_KEY}`);
    const session = card.standin.sessions.get(sessionIdOf(url))!;
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(o.orderId),
      customer_email: 'segreteria@studio.example.it',
      success_url: `https://soci.example.it/area/ordini/${o.token}?pagamento=ok`,
      cancel_url: `https://soci.example.it/area/ordini/${o.token}?pagamento=annullato`,
      metadata: { order_id: String(o.orderId) },
      allowed_payment_method_types: ['card'],
      discounts: [{ coupon: session.coupon!.id }],
    });
    // every line of the quote (the invoice's), each at its amount; the discount as the coupon
    const charged = o.quote.lines.filter((l) => l.amount >= 0);
    expect(session.lineItems.map((li) => [li.description, li.quantity, li.amount_subtotal])).toEqual(
      charged.map((l) => [l.label, l.quantity, l.amount]),
    );
    expect(session.lineItems.map((li) => li.description)).toEqual([
      'Quota di partecipazione (ospite) – Congresso di primavera – Mario Rossi',
      'Cocktail di benvenuto – Mario Rossi',
      'Cocktail di benvenuto (1 omaggio) – Mario Rossi',
      'Cena di gala – Mario Rossi',
      'Workshop: Arbitrato e IA – Mario Rossi',
      'Quota di partecipazione (streaming) – Congresso di primavera – Lucia Bianchi',
    ]);
    expect(session.amountDiscount).toBe(4_000);
    expect(session.amountTotal).toBe(o.price);
    expect(o.price).toBe(30_000 + 2 * 2_500 + 2 * 6_000 + 15_000 - 4_000);

    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'card', paidAt: null });
    const [kept] = await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(kept).toMatchObject({
      purpose: 'order',
      orderId: o.orderId,
      amount: o.price,
      status: 'open',
      url,
    });
  });

  it('the hosted page pays: the order is paid once, invoiced by card, its transfer no longer pending', async () => {
    const o = await bookedOrder(t.app, { participants: [MARIO], transfer: true });
    expect((await pendingTransfers()).map((x) => x.data.id)).toContain(o.orderId);
    const url = await openCheckout(o.token);

    const page = await fetch(url);
    expect(await page.text()).toContain('>Paga</button>');
    const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`https://soci.example.it/area/ordini/${o.token}?pagamento=ok`);
    const [delivery] = card.standin.webhooks.deliveries.slice(-1);
    expect(delivery.event.type).toBe('checkout.session.completed');
    expect(delivery.status).toBe(200);
    expect(JSON.parse(delivery.body)).toEqual({ status: 'success', result: 'applied' });

    const row = await orderRow(o.orderId);
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(row.paidAt).toBeInstanceOf(Date);
    const [invoice] = await invoicesOf(o.orderId);
    expect(invoice).toMatchObject({ order_id: o.orderId, total: o.price, type: 'TD01' });
    const xml = (await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/xml`, headers })).body;
    expect(xml).toContain('<ModalitaPagamento>MP08</ModalitaPagamento>');
    expect((await pendingTransfers()).map((x) => x.data.id)).not.toContain(o.orderId);
    const [session] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionIdOf(url)));
    expect(session).toMatchObject({ status: 'complete', amountPaid: o.price, outcome: 'applied' });
    expect(session.paymentIntent).toMatch(/^pi_/);
    const history = async (entity: string, id: number) =>
      (
        await t.app.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
          .orderBy(asc(auditLog.id))
      ).map((a) => a.action);
    // paid once: one payment, one round of mails (contact and participants)
    expect(await history('order', o.orderId)).toEqual(['card_checkout', 'pay', 'notify_paid']);
    expect(await history('manual_transfer', o.transfer!.id)).toEqual(['close']);
  });

  it('an order no longer awaiting payment, or a token of no order, opens nothing', async () => {
    const before = card.standin.requestsTo('POST', '/v1/checkout/sessions').length;
    for (const [status, message] of [
      ['paid', "L'ordine risulta già pagato"],
      ['expired', "L'ordine è scaduto: non è più possibile pagarlo"],
      ['cancelled', "L'ordine è stato annullato: non è più possibile pagarlo"],
    ] as const) {
      const o = await bookedOrder(t.app, { participants: [LUCIA], status });
      const res = await payByCard(o.token);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message });
    }
    const unknown = await payByCard('nessun-ordine-con-questo-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ordine non trovato');
    expect(card.standin.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(before);
  });
});

describe('an abandoned session', () => {
  it('leaves the order awaiting payment; the booker opens it again, or a new one once it expired', async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA] });
    const first = await openCheckout(o.token);
    const back = await fetch(`${first}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(
      `https://soci.example.it/area/ordini/${o.token}?pagamento=annullato`,
    );
    expect((await orderRow(o.orderId)).status).toBe('awaiting_payment');
    // still open at Stripe: the same page again, nothing new created
    const created = card.standin.requestsTo('POST', '/v1/checkout/sessions').length;
    expect(await openCheckout(o.token)).toBe(first);
    expect(card.standin.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(created);

    // Stripe expires it: the product hears it, and the next "Paga con carta" opens a new session
    await card.standin.expire(sessionIdOf(first));
    const [expired] = await t.app.db
      .select({ status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionIdOf(first)));
    expect(expired.status).toBe('expired');
    expect((await orderRow(o.orderId)).status).toBe('awaiting_payment');
    const second = await openCheckout(o.token);
    expect(second).not.toBe(first);
    await card.standin.pay(sessionIdOf(second));
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(await invoicesOf(o.orderId)).toHaveLength(1);
  });

  it('the order page shows the open session; one Stripe no longer knows is set aside for a new one', async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA] });
    expect(await openCardPayment(t.app.db, o.orderId)).toBeNull();
    const first = await openCheckout(o.token);
    expect(await openCardPayment(t.app.db, o.orderId)).toEqual({ method: 'card', checkout_url: first });
    // the Stripe account changed (other keys): the old session is gone there
    card.standin.sessions.delete(sessionIdOf(first));
    await t.app.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(checkoutSessions.id, sessionIdOf(first)));
    const second = await openCheckout(o.token);
    expect(second).not.toBe(first);
    const [old] = await t.app.db
      .select({ status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionIdOf(first)));
    expect(old.status).toBe('expired');
    await card.standin.pay(sessionIdOf(second));
    expect(await openCardPayment(t.app.db, o.orderId)).toBeNull();
  });

  it('a session paid whose event never came is applied when the booker opens a new one', async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA] });
    const url = await openCheckout(o.token);
    const endpoint = card.standin.webhooks.endpoint;
    card.standin.webhooks.endpoint = null;
    try {
      await card.standin.pay(sessionIdOf(url));
    } finally {
      card.standin.webhooks.endpoint = endpoint;
    }
    expect((await orderRow(o.orderId)).status).toBe('awaiting_payment');
    // near its end, the session is not handed out again: the product asks Stripe about it first
    await t.app.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(checkoutSessions.id, sessionIdOf(url)));
    const res = await payByCard(o.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("L'ordine risulta già pagato");
    expect(await orderRow(o.orderId)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(await invoicesOf(o.orderId)).toHaveLength(1);
  });
});
