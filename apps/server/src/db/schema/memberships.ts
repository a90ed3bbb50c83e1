import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { created, editable, folded, live, ref, serialId, stampedAt, timestamptz } from './common.ts';
import { countries } from './lookups.ts';

export const companies = pgTable(
  'companies',
  {
    ...serialId(),
    name: text('name').notNull(),
    type: text('type'),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    countryId: ref('country_id', () => countries.id),
    vat: text('vat'),
    // beyond SPEC: what the company's membership invoices are addressed with (its own, not its founder's)
    vies: smallint('vies'),
    recipientCode: text('recipient_code'),
    pec: text('pec'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    ...editable(),
  },
  (t) => [
    // the companies list's order (accent-folded name), for live companies only
    index('companies_name_idx').on(folded(t.name)).where(live(t)),
    check('companies_vies_ck', sql`${t.vies} is null or ${t.vies} in (0, 1)`),
  ],
);

/** A company's card-billed membership, mirrored from its Stripe subscription. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...serialId(),
    /** Stripe subscription id (sub_…): the subscription_id of the wire */
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    companyId: ref('company_id', () => companies.id).notNull(),
    status: text('status').notNull(),
    dateStart: date('date_start'),
    dateEnd: date('date_end'),
    trialEnd: date('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamptz('canceled_at'),
    livemode: boolean('livemode').notNull().default(false),
    /** created time of the last Stripe event applied: older events are ignored */
    stripeEventAt: timestamptz('stripe_event_at'),
    ...editable(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_uq').on(t.stripeSubscriptionId),
    index('subscriptions_company_idx').on(t.companyId),
    index('subscriptions_status_idx').on(t.status, t.dateEnd),
    index('subscriptions_date_end_idx').on(t.dateEnd),
    check(
      'subscriptions_status_ck',
      sql`${t.status} in ('active','trialing','canceled','unpaid','incomplete','incomplete_expired','past_due','paused')`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    ...serialId(),
    subscriptionId: ref('subscription_id', () => subscriptions.id).notNull(),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    status: text('status').notNull(),
    paidAt: timestamptz('paid_at'),
    amount: integer('amount').notNull().default(0),
    couponCode: text('coupon_code'),
    discount: integer('discount').notNull().default(0),
    ...created(),
  },
  (t) => [
    index('payments_subscription_idx').on(t.subscriptionId, t.createdAt),
    index('payments_paid_at_idx').on(t.paidAt),
    check('payments_amount_ck', sql`${t.amount} >= 0 and ${t.discount} >= 0`),
  ],
);

/** Every Stripe event id applied, so a replay is a no-op. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  receivedAt: stampedAt('received_at'),
  objectId: text('object_id'),
});
