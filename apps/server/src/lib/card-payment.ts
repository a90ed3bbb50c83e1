import { formatCents, formatInRome, MAX_DB_INT } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { checkoutSessions, orders } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { flagOrder } from './order-flags.ts';
import { markOrderPaid } from './order-payment.ts';
import { closePendingTransfers } from './order-transfer.ts';

/** The Checkout Session events the product acts on; the webhook acknowledges every other type. */
export const CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
] as const;

const ZId = z.string().min(1).max(255);
const ZRef = z
  .union([ZId, z.object({ id: ZId }).loose()])
  .transform((v) => (typeof v === 'string' ? v : v.id));

/** The parts of a Checkout Session object (as events carry it) the product reads. */
const ZCheckoutSession = z
  .object({
    id: ZId,
    status: z.string().nullish(),
    payment_status: z.string(),
    amount_total: z.number().int().nonnegative().max(MAX_DB_INT).nullish(),
    payment_intent: ZRef.nullish(),
    subscription: ZRef.nullish(),
  })
  .loose();

type CheckoutResult = 'applied' | 'ignored';

/** How the flag's note names the order's state when the money arrived. */
const STATE_WORDS: Record<string, string> = {
  expired: 'scaduto',
  cancelled: 'annullato',
  paid: 'già pagato',
};

/**
 * A Checkout Session event, in the webhook's transaction (its event id already recorded, events
 * of the session serialised). Only sessions the product created count: any other is ignored.
 * Paid: the session records the money once (paid_at), then the order is paid like a confirmed
 * transfer — unless it can no longer take it (expired, cancelled, already paid, deleted): then the
 * payment stays recorded and the order is flagged for an admin, never silently paid. The order
 * row is locked, so a payment racing a cancel or an expiry ends one way or the other, never both.
 */
export async function applyCheckoutEvent(
  tx: Db,
  audit: AuditRecorder,
  log: FastifyBaseLogger,
  type: string,
  object: unknown,
): Promise<CheckoutResult> {
  const parsed = ZCheckoutSession.safeParse(object);
  if (!parsed.success) {
    log.warn({ type, issues: parsed.error.issues }, 'stripe checkout session not understood');
    return 'ignored';
  }
  const session = parsed.data;
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id))
    .for('update');
  if (!row) {
    log.warn({ session: session.id, type }, 'stripe checkout session the product did not create');
    return 'ignored';
  }
  if (type === 'checkout.session.expired') {
    if (row.status !== 'open') return 'ignored';
    await tx.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, row.id));
    return 'applied';
  }
  if (session.payment_status !== 'paid') {
    // completed, the money still on its way (a delayed method): async_payment_succeeded will say
    if (row.status !== 'open') return 'ignored';
    await tx.update(checkoutSessions).set({ status: 'complete' }).where(eq(checkoutSessions.id, row.id));
    return 'applied';
  }
  if (row.paidAt) return 'ignored';
  const amount = session.amount_total ?? row.amount;
  const [recorded] = await tx
    .update(checkoutSessions)
    .set({
      status: 'complete',
      paidAt: sql`now()`,
      amountPaid: amount,
      paymentIntent: session.payment_intent ?? null,
      stripeSubscriptionId: session.subscription ?? null,
    })
    .where(eq(checkoutSessions.id, row.id))
    .returning({ paidAt: checkoutSessions.paidAt });
  if (row.purpose !== 'order' || row.orderId === null) return 'applied';
  const outcome = await payOrderByCard(tx, audit, row.orderId, {
    session: row.id,
    amount,
    paidAt: recorded.paidAt ?? new Date(),
  });
  await tx.update(checkoutSessions).set({ outcome }).where(eq(checkoutSessions.id, row.id));
  log.info({ event: 'card.paid', order: row.orderId, session: row.id, outcome }, 'card payment');
  return 'applied';
}

async function payOrderByCard(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  paid: { session: string; amount: number; paidAt: Date },
): Promise<'applied' | 'flagged'> {
  const [order] = await tx
    .select({ status: orders.status, deletedAt: orders.deletedAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (order && order.status === 'awaiting_payment' && !order.deletedAt) {
    await markOrderPaid(tx, audit, orderId, 'card');
    await closePendingTransfers(tx, audit, orderId, 'Ordine pagato con carta');
    return 'applied';
  }
  const live = order && !order.deletedAt;
  const state = live ? (STATE_WORDS[order.status] ?? order.status) : 'eliminato';
  await flagOrder(tx, audit, {
    orderId,
    kind: live && order.status === 'paid' ? 'double_payment' : 'late_payment',
    method: 'card',
    amount: paid.amount,
    reference: paid.session,
    note:
      `Pagamento con carta di ${formatCents(paid.amount)} ricevuto il ${formatInRome(paid.paidAt, 'dd/MM/yyyy HH:mm')} ` +
      `per un ordine ${state} (sessione Stripe ${paid.session}): accettarlo o rimborsarlo.`,
  });
  return 'flagged';
}
