import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, ref, serialId, stampedAt, timestamptz } from './common.ts';
import { manualTransfers } from './transfers.ts';
import { users } from './users.ts';

/** One imported bank statement file (CAMT.053 or CSV). */
export const bankStatements = pgTable('bank_statements', {
  ...serialId(),
  fileName: text('file_name').notNull(),
  format: text('format').notNull(),
  importedBy: ref('imported_by', () => users.id),
  importedAt: stampedAt('imported_at'),
});

/**
 * A credit line of a statement and what became of it. `checksum` (date, amount, payer, reference)
 * is unique, so importing the same statement twice adds nothing.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    ...serialId(),
    statementId: ref('statement_id', () => bankStatements.id).notNull(),
    checksum: text('checksum').notNull().unique(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    /** hundredths of `currency` */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    payer: text('payer').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    transferId: ref('transfer_id', () => manualTransfers.id),
    confidence: integer('confidence').notNull().default(0),
    reason: blankText('reason'),
    amountIssue: text('amount_issue'),
    note: text('note'),
    decidedBy: ref('decided_by', () => users.id),
    decidedAt: timestamptz('decided_at'),
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
  amountColumn: blankText('amount_column'),
  debitColumn: blankText('debit_column'),
  creditColumn: blankText('credit_column'),
  payerColumn: blankText('payer_column'),
  referenceColumn: text('reference_column').notNull(),
  currencyColumn: blankText('currency_column'),
  /** the line of the column names, when the admin had to point at it */
  headerRow: integer('header_row'),
  delimiter: text('delimiter').notNull().default(';'),
  updatedAt: stampedAt('updated_at'),
});
