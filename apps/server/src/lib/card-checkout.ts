import { bookingForLines, ORDER_PAYMENT_MSG, type TOrderPayment } from '@app/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { checkoutSessions, conferences, orders } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { applyCheckoutEvent } from './card-payment.ts';
import { checkoutCharge } from './checkout-lines.ts';
import { loadParticipants } from './order-participants.ts';
import { stripeClient } from './stripe-client.ts';

/** A session lives an hour; one with less than ten minutes left is not handed out again. */
const SESSION_SECONDS = 60 * 60;
const REUSE_MARGIN_MS = 10 * 60_000;
/** Stripe's smallest card charge in euro, cents. */
const MIN_CARD_CHARGE = 50;

/** The order as a payment needs it: state, total, contact, link token and its invoice lines. */
async function loadPayableOrder(db: Db, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      price: orders.price,
      deletedAt: orders.deletedAt,
      publicToken: orders.publicToken,
      contactEmail: orders.contactEmail,
      couponCode: orders.couponCode,
      discount: orders.discount,
      conference: conferences.title,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(eq(orders.id, orderId));
  return order;
}

/** 409 with the reason an order cannot be paid now; nothing for one awaiting payment. */
export function assertAwaitingPayment<T extends { status: string; deletedAt: Date | null }>(
  order: T | null | undefined,
): asserts order is T {
  if (!order || order.deletedAt) throw new AppError('not_found', ORDER_PAYMENT_MSG.orderNotFound);
  if (order.status === 'paid') throw new AppError('conflict', ORDER_PAYMENT_MSG.paid);
  if (order.status === 'expired') throw new AppError('conflict', ORDER_PAYMENT_MSG.expired);
  if (order.status === 'cancelled') throw new AppError('conflict', ORDER_PAYMENT_MSG.cancelled);
}

/** Stripe unreachable or failing on its side: the booker is told to retry or pay by transfer. */
export function stripeDown(req: FastifyRequest, err: unknown): never {
  if (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 500) < 500 && err.statusCode !== 429) {
    // a 4xx other than rate limiting is a fault of ours: logged in full, a 500 for the booker
    req.log.error({ err, stripe: err.raw }, 'stripe refused a request');
    throw err;
  }
  req.log.warn({ err }, 'stripe unavailable');
  throw new AppError('unavailable', ORDER_PAYMENT_MSG.cardDown);
}

/**
 * Closes the order's other open sessions at Stripe, so that only the newest can be paid. One Stripe
 * already completed (paid, its event not here yet) is applied now, by the webhook's own code.
 */
async function closeOpenSessions(req: FastifyRequest, stripe: Stripe, orderId: number) {
  const open = await req.server.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.orderId, orderId), eq(checkoutSessions.status, 'open')));
  for (const { id } of open) {
    let session: Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status'>;
    try {
      session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === 'open') session = await stripe.checkout.sessions.expire(id);
    } catch (err) {
      // a session this Stripe account does not know (keys changed) can be paid by nobody
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404))
        stripeDown(req, err);
      session = { id, status: 'expired', payment_status: 'unpaid' };
    }
    const type = session.status === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired';
    await req.write((tx, audit) => applyCheckoutEvent(tx, audit, req.log, type, session));
  }
}

/** The open session of the order still good for a while, when its amount is still the order's. */
async function reusableSession(db: Db, orderId: number, amount: number) {
  const [row] = await db
    .select({ url: checkoutSessions.url })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.orderId, orderId),
        eq(checkoutSessions.status, 'open'),
        eq(checkoutSessions.amount, amount),
        gt(checkoutSessions.expiresAt, new Date(Date.now() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(sql`${checkoutSessions.createdAt} desc`)
    .limit(1);
  return row?.url;
}

/**
 * "Paga con carta" for an order awaiting payment: a Stripe Checkout Session charging exactly the
 * order's invoice lines (checkoutCharge), `client_reference_id` the order id, back to the order
 * page (`?pagamento=ok|annullato`), receipt to the contact. Stripe is called outside any
 * transaction; the session is then remembered, and the order set to card, only if the order is
 * still awaiting payment (row locked) — else the new session is expired and the answer is 409.
 * A session still open for the same amount is handed out again instead of a new one.
 *
 * For the booking feature at order creation (payment_method 'card'), after the order is committed:
 * `const payment = await openOrderCheckout(req, orderId)`.
 */
export async function openOrderCheckout(req: FastifyRequest, orderId: number): Promise<TOrderPayment> {
  const { db, config } = req.server;
  const stripe = stripeClient(config);
  if (!stripe) throw new AppError('conflict', ORDER_PAYMENT_MSG.cardUnavailable);
  const order = await loadPayableOrder(db, orderId);
  assertAwaitingPayment(order);
  if (!order.publicToken) throw new AppError('conflict', ORDER_PAYMENT_MSG.cardUnavailable);
  const forLines = bookingForLines({
    conference: { title: order.conference },
    coupon_code: order.couponCode,
    discount: order.discount,
    partecipants: await loadParticipants(db, orderId),
  });
  const charge = checkoutCharge(forLines);
  if (charge.total !== order.price) {
    req.log.warn(
      { order: orderId, price: order.price, lines: charge.total },
      'order total differs from its lines',
    );
  }
  if (charge.total <= 0) throw new AppError('conflict', ORDER_PAYMENT_MSG.nothingToPay);
  if (charge.total < MIN_CARD_CHARGE) throw new AppError('conflict', ORDER_PAYMENT_MSG.tooSmallForCard);

  const reuse = await reusableSession(db, orderId, charge.total);
  if (reuse) return { method: 'card', checkout_url: reuse };
  await closeOpenSessions(req, stripe, orderId);
  assertAwaitingPayment(await loadPayableOrder(db, orderId));

  const orderPage = `${config.publicUrl}/area/ordini/${order.publicToken}`;
  const metadata = { order_id: String(orderId) };
  let session: Stripe.Checkout.Session;
  try {
    const coupon = charge.discount
      ? await stripe.coupons.create({
          amount_off: charge.discount.amount,
          currency: 'eur',
          duration: 'once',
          max_redemptions: 1,
          name: charge.discount.name,
          metadata,
        })
      : null;
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: charge.lineItems,
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
      client_reference_id: String(orderId),
      customer_email: order.contactEmail ?? undefined,
      success_url: `${orderPage}?pagamento=ok`,
      cancel_url: `${orderPage}?pagamento=annullato`,
      metadata,
      locale: 'it',
      expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    });
  } catch (err) {
    stripeDown(req, err);
  }
  const kept = await req.write(async (tx, audit) => {
    const [locked] = await tx
      .select({ status: orders.status, deletedAt: orders.deletedAt, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!locked || locked.deletedAt || locked.status !== 'awaiting_payment') return locked ?? null;
    await tx.insert(checkoutSessions).values({
      id: session.id,
      purpose: 'order',
      orderId,
      amount: session.amount_total ?? charge.total,
      url: session.url ?? '',
      expiresAt: new Date(session.expires_at * 1000),
    });
    await tx
      .update(orders)
      .set({ paymentMethod: 'card', version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), isNull(orders.paidAt)));
    audit.record({
      entity: 'order',
      entityId: orderId,
      action: 'card_checkout',
      before: { payment_method: locked.paymentMethod },
      after: { payment_method: 'card', checkout_session: session.id, amount: session.amount_total },
    });
    return 'kept' as const;
  });
  if (kept !== 'kept') {
    // the order changed meanwhile (paid, cancelled, expired): nobody may pay this session
    await stripe.checkout.sessions.expire(session.id).catch((err) => req.log.warn({ err }, 'stripe expire'));
    assertAwaitingPayment(kept);
  }
  return { method: 'card', checkout_url: session.url ?? '' };
}

/**
 * Back to a bank transfer: the order's open sessions are closed at Stripe (one found paid is
 * applied, and the order is then paid: 409). The caller then sets the transfer.
 */
export async function closeOrderCheckouts(req: FastifyRequest, orderId: number) {
  const stripe = stripeClient(req.server.config);
  if (stripe) await closeOpenSessions(req, stripe, orderId);
}

/** The card payment an order page shows: its open session's page, while it is still open. */
export async function openCardPayment(db: Db, orderId: number): Promise<TOrderPayment | null> {
  const [row] = await db
    .select({ url: checkoutSessions.url })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.orderId, orderId),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${checkoutSessions.createdAt} desc`)
    .limit(1);
  return row ? { method: 'card', checkout_url: row.url } : null;
}
