import { STATEMENT_MSG, type TCsvMapping, type TStatementImport } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankCsvMappings,
  bankStatementLines,
  bankStatements,
  manualTransfers,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { confirmTransfer } from './service.ts';
import { readStatementFile } from './statement-decode.ts';
import { type Match, matchLine } from './statement-match.ts';
import { parseStatement } from './statement-parse.ts';
import { claimedTransfers, matchCandidates } from './statement-repository.ts';

const UNDECIDED = ['matched', 'ambiguous', 'unmatched', 'already_confirmed'];

/** Notes past this many are summed up: a file of thousands of odd rows stays readable. */
const MAX_NOTES = 200;

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

/**
 * Reads a statement and records its credit lines with their match, in one transaction. A line
 * already imported (same identity) is skipped, so a statement imported twice adds nothing. A CSV
 * mapping given with the import is remembered for its bank.
 */
export async function importStatement(
  tx: Db,
  audit: AuditRecorder,
  body: TStatementImport,
  actorId: number | null,
) {
  const { text } = readStatementFile(body);
  const parsed = parseStatement(text, body.csv);
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
  let added = 0;
  let foreignCurrency = 0;
  for (const credit of parsed.credits) {
    const match = credit.currency === 'EUR' ? matchLine(credit, candidates, taken) : foreign(credit.currency);
    const inserted = await tx
      .insert(bankStatementLines)
      .values({
        statementId: statement.id,
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
      })
      .onConflictDoNothing({ target: bankStatementLines.checksum })
      .returning({ id: bankStatementLines.id });
    if (inserted.length === 0) continue;
    added++;
    if (credit.currency !== 'EUR') foreignCurrency++;
    if (match.transferId !== null && match.status === 'matched') taken.add(match.transferId);
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

async function lockLine(tx: Db, id: number) {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, id))
    .for('update');
  if (!line) throw new AppError('not_found', 'Riga non trovata');
  return line;
}

/**
 * Confirms the transfer a line is matched to, with the same transactional, idempotent confirm as
 * the list's button. A flagged amount needs `acceptDifference`; a confirmed line stays confirmed.
 */
export async function confirmLine(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  actorId: number | null,
  acceptDifference: boolean,
) {
  const line = await lockLine(tx, id);
  if (line.status === 'confirmed') return;
  if (line.status !== 'matched' || line.transferId === null) {
    throw new AppError(
      'conflict',
      line.status === 'discarded' ? STATEMENT_MSG.decided : STATEMENT_MSG.notConfirmable,
    );
  }
  if (line.amountIssue && !acceptDifference) throw new AppError('conflict', STATEMENT_MSG.amountDifference);
  await confirmTransfer(tx, audit, line.transferId, actorId);
  await tx
    .update(bankStatementLines)
    .set({ status: 'confirmed', decidedBy: actorId, decidedAt: new Date() })
    .where(eq(bankStatementLines.id, id));
  audit.record({
    entity: 'bank_statement_line',
    entityId: id,
    action: 'confirm',
    before: { status: line.status },
    after: { status: 'confirmed', transfer_id: line.transferId, amount_issue: line.amountIssue },
  });
}

/** Lines "confirm all" takes: matched with high confidence and the exact amount. */
export async function highConfidenceLines(db: Db, threshold: number): Promise<number[]> {
  const rows = await db
    .select({
      id: bankStatementLines.id,
      confidence: bankStatementLines.confidence,
      issue: bankStatementLines.amountIssue,
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.status, 'matched'))
    .orderBy(bankStatementLines.id);
  return rows.filter((r) => r.confidence >= threshold && r.issue === null).map((r) => r.id);
}

/** The admin matches a line by hand to a pending transfer. */
export async function assignLine(tx: Db, audit: AuditRecorder, id: number, transferId: number) {
  const line = await lockLine(tx, id);
  if (!UNDECIDED.includes(line.status)) throw new AppError('conflict', STATEMENT_MSG.decided);
  if (line.currency !== 'EUR') throw new AppError('conflict', STATEMENT_MSG.foreignCurrency(line.currency));
  const [transfer] = await tx
    .select({
      amount: manualTransfers.amount,
      confirmed: manualTransfers.confirmed,
      reason: manualTransfers.reason,
    })
    .from(manualTransfers)
    .where(and(eq(manualTransfers.id, transferId), isNull(manualTransfers.deletedAt)))
    .limit(1);
  if (!transfer)
    throw new AppError('validation', 'Bonifico non trovato', {
      errors: { transfer_id: 'Bonifico non trovato' },
    });
  if (transfer.confirmed) {
    throw new AppError('conflict', 'Il bonifico è già confermato', {
      errors: { transfer_id: 'Il bonifico è già confermato' },
    });
  }
  const issue = line.amount === transfer.amount ? null : line.amount < transfer.amount ? 'short' : 'over';
  await tx
    .update(bankStatementLines)
    .set({
      status: 'matched',
      transferId,
      confidence: 100,
      reason: `Abbinata a mano a «${transfer.reason}»`,
      amountIssue: issue,
    })
    .where(eq(bankStatementLines.id, id));
  audit.record({
    entity: 'bank_statement_line',
    entityId: id,
    action: 'assign',
    before: { status: line.status, transfer_id: line.transferId },
    after: { status: 'matched', transfer_id: transferId },
  });
}

/** The admin sets a line aside, saying why. */
export async function discardLine(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  note: string,
  actorId: number | null,
) {
  const line = await lockLine(tx, id);
  if (!UNDECIDED.includes(line.status)) throw new AppError('conflict', STATEMENT_MSG.decided);
  await tx
    .update(bankStatementLines)
    .set({ status: 'discarded', note, decidedBy: actorId, decidedAt: new Date() })
    .where(eq(bankStatementLines.id, id));
  audit.record({
    entity: 'bank_statement_line',
    entityId: id,
    action: 'discard',
    before: { status: line.status },
    after: { status: 'discarded', note },
  });
}
