import type { TInvoiceDocument } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ref, serialId, timestamps, timestamptz } from './common.ts';
import { orders } from './conferences.ts';
import { payments } from './memberships.ts';
import { users } from './users.ts';

/** The last progressive given per year and series: locked and moved in the issuing transaction. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    year: integer('year').notNull(),
    series: text('series').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.series] })],
);

/** The 5-character part of SdI file names: unique across years, gaps allowed. */
export const invoiceFileSequence = pgSequence('invoice_file_seq', { startWith: 1 });

/**
 * An issued invoice or credit note: a legal archive, never deleted. `document` is what was
 * computed, `xml` the file handed to SdI (kept as sent, whatever later code would write).
 */
export const invoices = pgTable(
  'invoices',
  {
    ...serialId(),
    type: text('type').notNull(),
    year: integer('year').notNull(),
    series: text('series').notNull(),
    progressive: integer('progressive').notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    orderId: ref('order_id', () => orders.id),
    paymentId: ref('payment_id', () => payments.id),
    relatedInvoiceId: integer('related_invoice_id'),
    customer: text('customer').notNull(),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    /** cents of imposta di bollo paid virtually (DatiBollo), for the quarterly F24 */
    stampDuty: integer('stamp_duty').notNull().default(0),
    document: jsonb('document').$type<TInvoiceDocument>().notNull(),
    xml: text('xml').notNull(),
    fileName: text('file_name').notNull().unique(),
    sdiStatus: text('sdi_status').notNull().default('to_send'),
    sdiId: text('sdi_id'),
    sdiErrors: jsonb('sdi_errors')
      .$type<{ code: string; description: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sdiUpdatedAt: timestamptz('sdi_updated_at'),
    /** an invoice its credit notes cancelled in full: the order, paid again, gets a new one */
    creditedAt: timestamptz('credited_at'),
    createdBy: ref('created_by', () => users.id, 'set null'),
    ...timestamps(),
  },
  (t) => [
    unique('invoices_number_uq').on(t.year, t.series, t.progressive),
    // one live invoice per payment: the database refuses a second, whatever races
    uniqueIndex('invoices_order_uq').on(t.orderId).where(sql`${t.type} = 'TD01' and ${t.creditedAt} is null`),
    uniqueIndex('invoices_payment_uq').on(t.paymentId).where(sql`${t.type} = 'TD01'`),
    index('invoices_date_idx').on(t.issuedOn, t.progressive),
    index('invoices_related_idx').on(t.relatedInvoiceId),
    index('invoices_stamp_duty_idx').on(t.issuedOn).where(sql`${t.stampDuty} > 0`),
    check('invoices_type_ck', sql`${t.type} in ('TD01','TD04')`),
    check(
      'invoices_status_ck',
      sql`${t.sdiStatus} in ('to_send','sent','delivered','rejected','not_delivered')`,
    ),
    check('invoices_progressive_ck', sql`${t.progressive} > 0`),
    check('invoices_total_ck', sql`${t.total} >= 0 and ${t.vat} >= 0`),
  ],
);
