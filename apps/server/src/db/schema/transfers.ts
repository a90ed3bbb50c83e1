import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { editable, ref, serialId, timestamptz } from './common.ts';
import { orders } from './conferences.ts';
import { subscriptions } from './memberships.ts';
import { users } from './users.ts';

/** A pending bank transfer for a conference order or a membership. */
export const manualTransfers = pgTable(
  'manual_transfers',
  {
    ...serialId(),
    userId: ref('user_id', () => users.id),
    email: text('email').notNull(),
    type: text('type').notNull(),
    orderId: ref('order_id', () => orders.id),
    subscriptionId: ref('subscription_id', () => subscriptions.id),
    /** the remittance reason the payer must write ("order" on the wire) */
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: timestamptz('confirmed_at'),
    confirmedBy: ref('confirmed_by', () => users.id),
    ...editable(),
    /** ISO 11649 creditor reference (RF…), compact: unique to this payment; null for older transfers */
    reference: text('reference').unique(),
    /** last day to pay */
    dueDate: date('due_date'),
  },
  (t) => [
    index('manual_transfers_created_idx').on(t.createdAt),
    index('manual_transfers_confirmed_idx').on(t.confirmed),
    check('manual_transfers_type_ck', sql`${t.type} in ('MEMBERSHIP','CONFERENCE')`),
    check(
      'manual_transfers_target_ck',
      sql`(${t.type} = 'CONFERENCE' and ${t.orderId} is not null and ${t.subscriptionId} is null) or (${t.type} = 'MEMBERSHIP' and ${t.subscriptionId} is not null and ${t.orderId} is null)`,
    ),
    check('manual_transfers_amount_ck', sql`${t.amount} > 0`),
  ],
);
