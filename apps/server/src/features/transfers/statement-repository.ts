import {
  type TCsvMapping,
  type TStatementLine,
  ZCsvDelimiter,
  ZLineStatus,
  type ZStatementLinesQuery,
} from '@app/shared';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  bankCsvMappings,
  bankStatementLines,
  manualTransfers,
  orders,
  subscriptions,
} from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';
import { toWire, transferColumns } from './repository.ts';
import type { Candidate, ClosedCandidate } from './statement-match.ts';

const lineColumns = getTableColumns(bankStatementLines);
const { id: transferRowId, ...transferRest } = transferColumns;
const selected = { line: lineColumns, transferRowId, ...transferRest };

type Selected = {
  line: typeof bankStatementLines.$inferSelect;
  transferRowId: number | null;
} & { [K in keyof typeof transferRest]: unknown };

function toLine(r: Selected): TStatementLine {
  const l = r.line;
  return {
    id: l.id,
    statement_id: l.statementId,
    booked_on: l.bookedOn,
    amount: l.amount,
    currency: l.currency,
    payer: l.payer,
    reference: l.reference,
    status: ZLineStatus.parse(l.status),
    confidence: l.confidence,
    reason: l.reason,
    amount_issue: l.amountIssue as TStatementLine['amount_issue'],
    note: l.note,
    transfer:
      r.transferRowId === null
        ? null
        : toWire({ ...(r as unknown as Parameters<typeof toWire>[0]), id: r.transferRowId }),
  };
}

const selectLines = (db: Db) =>
  db
    .select(selected)
    .from(bankStatementLines)
    .leftJoin(manualTransfers, eq(manualTransfers.id, bankStatementLines.transferId))
    .leftJoin(subscriptions, eq(subscriptions.id, manualTransfers.subscriptionId));

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const STATEMENT_LINE_SORTS = ['booked_on', 'amount', 'confidence', 'payer'] as const;

/** GET /api/bank-statements/lines: newest bookings first, filterable by status. */
export async function listLines(db: Db, query: z.infer<typeof ZStatementLinesQuery>) {
  const { rows, total } = await listPage({
    query,
    rows: selectLines(db).$dynamic(),
    count: db.select({ total: count() }).from(bankStatementLines).$dynamic(),
    where: equalsFilters([[bankStatementLines.status, query.status]]),
    sorts: {
      booked_on: bankStatementLines.bookedOn,
      amount: bankStatementLines.amount,
      confidence: bankStatementLines.confidence,
      payer: sql`lower(${bankStatementLines.payer})`,
    } satisfies SortsOf<typeof STATEMENT_LINE_SORTS>,
    defaultSort: '-booked_on',
    tiebreak: bankStatementLines.id,
    search: [bankStatementLines.payer, bankStatementLines.reference],
  });
  return { rows: (rows as unknown as Selected[]).map(toLine), total };
}

export async function findLine(db: Db, id: number): Promise<TStatementLine | null> {
  const [row] = await selectLines(db).where(eq(bankStatementLines.id, id));
  return row ? toLine(row as unknown as Selected) : null;
}

/** Every live transfer, for matching (a community has hundreds pending, not millions). */
export async function matchCandidates(db: Db): Promise<Candidate[]> {
  return db
    .select({
      id: manualTransfers.id,
      email: manualTransfers.email,
      reason: manualTransfers.reason,
      amount: manualTransfers.amount,
      confirmed: manualTransfers.confirmed,
      reference: manualTransfers.reference,
    })
    .from(manualTransfers)
    .where(isNull(manualTransfers.deletedAt));
}

/** Transfers closed with their order (ended, or paid another way) that still carry an RF reference. */
export async function closedCandidates(db: Db): Promise<ClosedCandidate[]> {
  const rows = await db
    .select({
      id: manualTransfers.id,
      reference: manualTransfers.reference,
      amount: manualTransfers.amount,
      orderId: orders.id,
      orderStatus: orders.status,
    })
    .from(manualTransfers)
    .innerJoin(orders, eq(orders.id, manualTransfers.orderId))
    .where(
      and(
        isNotNull(manualTransfers.deletedAt),
        eq(manualTransfers.confirmed, false),
        isNotNull(manualTransfers.reference),
        inArray(orders.status, ['expired', 'cancelled', 'paid']),
      ),
    )
    .orderBy(desc(manualTransfers.id));
  return rows as ClosedCandidate[];
}

/** Transfers that an undecided line already claims. */
export async function claimedTransfers(db: Db): Promise<Set<number>> {
  const rows = await db
    .select({ id: bankStatementLines.transferId })
    .from(bankStatementLines)
    .where(
      and(
        inArray(bankStatementLines.status, ['matched', 'ambiguous']),
        isNotNull(bankStatementLines.transferId),
      ),
    );
  return new Set(rows.map((r) => r.id!));
}

/** Which of these line identities are already imported. */
export async function importedChecksums(db: Db, checksums: string[]): Promise<string[]> {
  const rows = await db
    .select({ checksum: bankStatementLines.checksum })
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.checksum, checksums));
  return rows.map((r) => r.checksum);
}

/** A remembered mapping as the wire names it. */
const toMapping = (m: typeof bankCsvMappings.$inferSelect): TCsvMapping => ({
  bank: m.bank,
  delimiter: ZCsvDelimiter.catch(';').parse(m.delimiter),
  header_row: m.headerRow,
  date: m.dateColumn,
  amount_mode: m.amountMode === 'split' ? 'split' : 'single',
  amount: m.amountColumn,
  debit: m.debitColumn,
  credit: m.creditColumn,
  payer: m.payerColumn,
  reference: m.referenceColumn,
  currency: m.currencyColumn,
});

export async function csvMappings(db: Db): Promise<TCsvMapping[]> {
  const rows = await db.select().from(bankCsvMappings).orderBy(bankCsvMappings.bank);
  return rows.map(toMapping);
}

export async function csvMapping(db: Db, bank: string): Promise<TCsvMapping | null> {
  const [row] = await db.select().from(bankCsvMappings).where(eq(bankCsvMappings.bank, bank));
  return row ? toMapping(row) : null;
}
