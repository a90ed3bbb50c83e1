import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, payments, stripeEvents, subscriptions } from '../../db/schema/index.ts';

/** Records the event id; false when it was already recorded (a replay). */
export async function recordEvent(
  tx: Db,
  event: { id: string; type: string; created: number; objectId: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      objectId: event.objectId,
    })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** Serialises the events of one Stripe object across concurrent deliveries (until commit). */
export async function lockObject(tx: Db, objectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe:${objectId}`}))`);
}

/** True when an event of one of `types` about the same object, created later, was already received. */
export async function newerEventSeen(
  tx: Db,
  event: { id: string; created: number; objectId: string },
  types: readonly string[],
): Promise<boolean> {
  const [row] = await tx
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(
      and(
        eq(stripeEvents.objectId, event.objectId),
        ne(stripeEvents.id, event.id),
        inArray(stripeEvents.type, [...types]),
        gt(stripeEvents.createdAt, new Date(event.created * 1000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function companyByCustomer(tx: Db, customerId: string) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.stripeCustomerId, customerId), isNull(companies.deletedAt)));
  return row?.id;
}

export async function companyExists(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: companies.id, customer: companies.stripeCustomerId })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

/** Points the customer at this company (and away from any other that had it). */
export async function linkCustomer(tx: Db, companyId: number, customerId: string) {
  await tx
    .update(companies)
    .set({ stripeCustomerId: null, updatedAt: sql`now()` })
    .where(and(eq(companies.stripeCustomerId, customerId), ne(companies.id, companyId)));
  await tx
    .update(companies)
    .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

export interface SubscriptionState {
  stripeSubscriptionId: string;
  companyId: number;
  status: string;
  dateStart: string | null;
  dateEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  livemode: boolean;
  stripeEventAt: Date;
}

/**
 * Inserts or updates the subscription, unless the stored state comes from a later event:
 * false when it was left alone (the conditional upsert is atomic under concurrency).
 */
export async function upsertSubscription(tx: Db, state: SubscriptionState): Promise<boolean> {
  const { stripeSubscriptionId, ...changes } = state;
  const rows = await tx
    .insert(subscriptions)
    .values(state)
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: { ...changes, version: sql`${subscriptions.version} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${subscriptions.stripeEventAt} is null or ${subscriptions.stripeEventAt} <= excluded.stripe_event_at`,
    })
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export async function subscriptionByStripeId(tx: Db, stripeSubscriptionId: string) {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row?.id;
}

export interface PaymentState {
  subscriptionId: number;
  stripeInvoiceId: string;
  status: 'paid' | 'failed';
  paidAt: Date | null;
  amount: number;
  couponCode: string | null;
  discount: number;
}

export async function upsertPayment(tx: Db, state: PaymentState): Promise<number> {
  const { stripeInvoiceId, ...changes } = state;
  const [row] = await tx
    .insert(payments)
    .values(state)
    .onConflictDoUpdate({ target: payments.stripeInvoiceId, set: changes })
    .returning({ id: payments.id });
  return row.id;
}
