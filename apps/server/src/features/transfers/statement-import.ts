import {
  formatCents,
  formatDisplayDate,
  STATEMENT_MSG,
  type TCsvMapping,
  type TStatementImport,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { bankCsvMappings, bankStatementLines, bankStatements } from '../../db/schema/index.ts';
import { slicer } from '../../lib/event-loop.ts';
import { flagOrder } from '../../lib/order-flags.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import type { StatementCredit } from './statement-credit.ts';
import { readStatementFile } from './statement-decode.ts';
import { type Match, matchLine } from './statement-match.ts';
import { type ParsedStatement, parseStatement } from './statement-parse.ts';
import {
  claimedTransfers,
  closedCandidates,
  importedChecksums,
  matchCandidates,
} from './statement-repository.ts';

/** Notes past this many are summed up: a file of thousands of odd rows stays readable. */
const MAX_NOTES = 200;
/**
 * Lines written by one INSERT: 47 000 single-row INSERTs took 24.8 s on PostgreSQL and froze the
 * embedded database for 43.7 s. The embedded database runs each INSERT on the server's own thread,
 * so they stay small (100 rows × 12 columns, far below PostgreSQL's 65 535 parameters).
 */
const LINES_PER_INSERT = 100;
/** Line identities looked up per query. */
const CHECKSUMS_PER_QUERY = 500;

const mappingRow = (m: TCsvMapping) => ({
  dateColumn: m.date,
  amountMode: m.amount_mode,
  amountColumn: m.amount,
  debitColumn: m.debit,
  creditColumn: m.credit,
  payerColumn: m.payer,
  referenceColumn: m.reference,
  currencyColumn: m.currency,
  headerRow: m.header_row,
  delimiter: m.delimiter,
});

/** A line in another currency is shown, never matched: the transfers awaited are in euro. */
const foreign = (currency: string): Match => ({
  status: 'unmatched',
  transferId: null,
  confidence: 0,
  reason: STATEMENT_MSG.foreignCurrency(currency),
  amountIssue: null,
});

const lineRow = (statementId: number, credit: StatementCredit, match: Match) => ({
  statementId,
  checksum: credit.checksum,
  bookedOn: credit.bookedOn,
  amount: credit.amount,
  currency: credit.currency,
  payer: credit.payer,
  reference: credit.reference,
  status: match.status,
  transferId: match.transferId,
  confidence: match.confidence,
  reason: match.reason,
  amountIssue: match.amountIssue,
});

/** Money for an order that can no longer take it: kept on the order for the admin (one flag per line). */
async function flagLate(
  tx: Db,
  audit: AuditRecorder,
  credit: StatementCredit,
  flag: NonNullable<Match['flag']>,
) {
  await flagOrder(tx, audit, {
    orderId: flag.orderId,
    kind: flag.kind,
    method: 'bank_transfer',
    amount: credit.amount,
    reference: credit.checksum,
    note:
      `Bonifico di ${formatCents(credit.amount)} del ${formatDisplayDate(credit.bookedOn)} da ${credit.payer || 'ordinante sconosciuto'} ` +
      `per un ordine ${flag.kind === 'double_payment' ? 'già pagato in altro modo' : 'scaduto o annullato'}: accettarlo o rimborsarlo.`,
  });
}

/**
 * The statement of an import request, read before its transaction: a 2 MiB file takes a while to
 * read (the event loop getting its turns meanwhile), and holds no database lock while it does.
 */
export async function readStatement(body: TStatementImport): Promise<ParsedStatement> {
  const { text } = readStatementFile(body);
  return parseStatement(text, body.csv);
}

/**
 * Records a statement's credit lines with their match, in one transaction, a few hundred lines per
 * INSERT. A line already imported (same identity) is skipped, so a statement imported twice adds
 * nothing. A CSV mapping given with the import is remembered for its bank.
 */
export async function importStatement(
  tx: Db,
  audit: AuditRecorder,
  body: TStatementImport,
  parsed: ParsedStatement,
  actorId: number | null,
) {
  if (body.csv) {
    const mapping = mappingRow(body.csv);
    await tx
      .insert(bankCsvMappings)
      .values({ bank: body.csv.bank, ...mapping })
      .onConflictDoUpdate({ target: bankCsvMappings.bank, set: { ...mapping, updatedAt: new Date() } });
  }
  const [statement] = await tx
    .insert(bankStatements)
    .values({ fileName: body.file_name, format: parsed.format, importedBy: actorId })
    .returning({ id: bankStatements.id });
  const candidates = await matchCandidates(tx);
  const taken = await claimedTransfers(tx);
  const closed = await closedCandidates(tx);
  const pause = slicer();
  // lines already imported are left out before matching: they claim no transfer. Looked up before
  // the import writes any: the table's statistics do not see the import's own rows, so a lookup
  // between its INSERTs may be planned as a scan of a growing table (tried: 100 s for 47 000 lines).
  const known = new Set<string>();
  for (let at = 0; at < parsed.credits.length; at += CHECKSUMS_PER_QUERY) {
    const checksums = parsed.credits.slice(at, at + CHECKSUMS_PER_QUERY).map((c) => c.checksum);
    for (const checksum of await importedChecksums(tx, checksums)) known.add(checksum);
    // the embedded database answers on this thread: queries back to back would hold it
    await pause();
  }
  const fresh = parsed.credits.filter((c) => !known.has(c.checksum));
  let added = 0;
  let foreignCurrency = 0;
  for (let at = 0; at < fresh.length; at += LINES_PER_INSERT) {
    const rows = [];
    for (const credit of fresh.slice(at, at + LINES_PER_INSERT)) {
      await pause();
      const match =
        credit.currency === 'EUR' ? matchLine(credit, candidates, taken, closed) : foreign(credit.currency);
      if (match.transferId !== null && match.status === 'matched') taken.add(match.transferId);
      if (match.flag) await flagLate(tx, audit, credit, match.flag);
      rows.push(lineRow(statement.id, credit, match));
    }
    // a line another import wrote meanwhile is skipped here too
    const inserted = await tx
      .insert(bankStatementLines)
      .values(rows)
      .onConflictDoNothing({ target: bankStatementLines.checksum })
      .returning({ currency: bankStatementLines.currency });
    added += inserted.length;
    foreignCurrency += inserted.filter((r) => r.currency !== 'EUR').length;
    await pause();
  }
  const notes =
    parsed.notes.length > MAX_NOTES
      ? [...parsed.notes.slice(0, MAX_NOTES), `… e altre ${parsed.notes.length - MAX_NOTES} righe escluse`]
      : parsed.notes;
  const result = {
    lines: parsed.credits.length,
    added,
    already_imported: parsed.credits.length - added,
    foreign_currency: foreignCurrency,
    skipped_debits: parsed.skipped,
    excluded: parsed.notes.length,
  };
  audit.record({
    entity: 'bank_statement',
    entityId: statement.id,
    action: 'import',
    after: { file_name: body.file_name, format: parsed.format, ...result },
  });
  return { statement_id: statement.id, ...result, notes };
}
