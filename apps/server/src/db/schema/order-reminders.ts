import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { created, parentRef } from './common.ts';
import { orders } from './conferences.ts';

/**
 * The payment reminders an unpaid order was sent, one row per reminder and due date: the key makes
 * each reminder once across instances and restarts, and a due date the admin extends gets its own.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    orderId: parentRef('order_id', () => orders.id),
    /** before_due: two days before the due date; due_day: on it */
    kind: text('kind').notNull(),
    dueDate: date('due_date').notNull(),
    /** the outbox message that carries it */
    mailId: integer('mail_id'),
    ...created(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind, t.dueDate] }),
    check('order_reminders_kind_ck', sql`${t.kind} in ('before_due','due_day')`),
  ],
);
