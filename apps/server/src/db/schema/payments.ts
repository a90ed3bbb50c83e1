import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, parentRef, ref, timestamptz } from './common.ts';
import { orders } from './conferences.ts';
import { companies } from './memberships.ts';
import { users } from './users.ts';

/**
 * Every Stripe Checkout Session the product created: what it was for (an order, or a company's
 * membership renewal), what it charges, and what came of it. An event about a session not here
 * was not the product's, and changes nothing.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** Stripe's id, cs_… */
    id: text('id').primaryKey(),
    /** 'order' or 'membership' */
    purpose: text('purpose').notNull(),
    orderId: ref('order_id', () => orders.id),
    companyId: ref('company_id', () => companies.id),
    /** what the session charges, cents: the order's total when it was opened */
    amount: integer('amount').notNull(),
    /** Stripe's session status: open, then complete or expired */
    status: text('status').notNull().default('open'),
    /** the hosted checkout page, while open */
    url: text('url').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...created(),
    /** when Stripe said it was paid, and what was paid */
    paidAt: timestamptz('paid_at'),
    amountPaid: integer('amount_paid'),
    paymentIntent: text('payment_intent'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** what the payment did: 'applied' (it paid the order) or 'flagged' (kept for an admin to decide) */
    outcome: text('outcome'),
  },
  (t) => [
    index('checkout_sessions_order_idx').on(t.orderId, t.createdAt),
    index('checkout_sessions_company_idx').on(t.companyId, t.createdAt),
    check('checkout_sessions_status_ck', sql`${t.status} in ('open','complete','expired')`),
    check('checkout_sessions_outcome_ck', sql`${t.outcome} is null or ${t.outcome} in ('applied','flagged')`),
    check(
      'checkout_sessions_purpose_ck',
      sql`(${t.purpose} = 'order' and ${t.orderId} is not null) or (${t.purpose} = 'membership' and ${t.companyId} is not null)`,
    ),
    check(
      'checkout_sessions_amount_ck',
      sql`${t.amount} >= 0 and (${t.amountPaid} is null or ${t.amountPaid} >= 0)`,
    ),
  ],
);

/**
 * Money that reached an order which could not take it (expired, cancelled, already paid): kept,
 * never lost, for an admin to settle (accept it or refund it). Open until resolved.
 */
export const orderFlags = pgTable(
  'order_flags',
  {
    id: serial('id').primaryKey(),
    orderId: parentRef('order_id', () => orders.id),
    /** late_payment (the order had expired or was cancelled), double_payment (it was already paid) */
    kind: text('kind').notNull(),
    /** how the money came: card, bank_transfer */
    method: text('method').notNull(),
    /** cents */
    amount: integer('amount').notNull(),
    /** the payment's own id (a Checkout Session, a statement line): one flag per payment */
    reference: text('reference').notNull(),
    /** for the admin, in Italian */
    note: text('note').notNull(),
    ...created(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: ref('resolved_by', () => users.id),
    /** how an admin settled it: accepted (the order is paid with it) or refunded */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('order_flags_payment_uq').on(t.method, t.reference),
    index('order_flags_open_idx').on(t.orderId).where(sql`${t.resolvedAt} is null`),
    check('order_flags_kind_ck', sql`${t.kind} in ('late_payment','double_payment')`),
    check('order_flags_amount_ck', sql`${t.amount} >= 0`),
    check(
      'order_flags_resolution_ck',
      sql`${t.resolution} is null or ${t.resolution} in ('accepted','refunded')`,
    ),
  ],
);
