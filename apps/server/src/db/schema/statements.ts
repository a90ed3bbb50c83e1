import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { manualTransfers } from './transfers.ts';
import { users } from './users.ts';

/** One imported bank statement file (CAMT.053 or CSV). */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  importedBy: integer('imported_by').references(() => users.id),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A credit line of a statement and what became of it. `checksum` (date, amount, payer, reference)
 * is unique, so importing the same statement twice adds nothing.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    checksum: text('checksum').notNull().unique(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    /** hundredths of `currency` */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    payer: text('payer').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    transferId: integer('transfer_id').references(() => manualTransfers.id),
    confidence: integer('confidence').notNull().default(0),
    reason: text('reason').notNull().default(''),
    amountIssue: text('amount_issue'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_statement_lines_status_idx').on(t.status, t.bookedOn),
    index('bank_statement_lines_transfer_idx').on(t.transferId),
    check(
      'bank_statement_lines_status_ck',
      sql`${t.status} in ('matched','ambiguous','unmatched','already_confirmed','confirmed','discarded')`,
    ),
    check('bank_statement_lines_amount_ck', sql`${t.amount} > 0`),
    check(
      'bank_statement_lines_issue_ck',
      sql`${t.amountIssue} is null or ${t.amountIssue} in ('short','over')`,
    ),
  ],
);

/** Each bank's CSV column mapping, remembered from its last import. */
export const bankCsvMappings = pgTable('bank_csv_mappings', {
  bank: text('bank').primaryKey(),
  dateColumn: text('date_column').notNull(),
  /** 'single': one signed amount column; 'split': a debit and a credit column */
  amountMode: text('amount_mode').notNull().default('single'),
  amountColumn: text('amount_column').notNull().default(''),
  debitColumn: text('debit_column').notNull().default(''),
  creditColumn: text('credit_column').notNull().default(''),
  payerColumn: text('payer_column').notNull().default(''),
  referenceColumn: text('reference_column').notNull(),
  currencyColumn: text('currency_column').notNull().default(''),
  /** the line of the column names, when the admin had to point at it */
  headerRow: integer('header_row'),
  delimiter: text('delimiter').notNull().default(';'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
