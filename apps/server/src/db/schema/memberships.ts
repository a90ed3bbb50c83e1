import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editable } from './common.ts';
import { countries } from './lookups.ts';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type'),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    countryId: integer('country_id').references(() => countries.id),
    vat: text('vat'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    ...editable(),
  },
  // the companies list's order (accent-folded name), for live companies only
  (t) => [
    index('companies_name_idx').on(sql`lower(f_unaccent(${t.name}))`).where(sql`${t.deletedAt} is null`),
  ],
);

/** A company's card-billed membership, mirrored from its Stripe subscription. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stripe subscription id (sub_…): the subscription_id of the wire */
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    dateStart: date('date_start'),
    dateEnd: date('date_end'),
    trialEnd: date('trial_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    livemode: boolean('livemode').notNull().default(false),
    /** created time of the last Stripe event applied: older events are ignored */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    amount: integer('amount').notNull().default(0),
    couponCode: text('coupon_code'),
    discount: integer('discount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  objectId: text('object_id'),
});
