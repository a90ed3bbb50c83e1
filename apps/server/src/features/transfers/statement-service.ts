import { STATEMENT_MSG } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankStatementLines, manualTransfers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { confirmTransfer } from './service.ts';

const UNDECIDED = ['matched', 'ambiguous', 'unmatched', 'already_confirmed'];

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

/** Lines "confirm all" takes: matched with high confidence and the exact amount, with their amounts. */
export async function highConfidenceLines(
  db: Db,
  threshold: number,
): Promise<{ id: number; amount: number }[]> {
  const rows = await db
    .select({
      id: bankStatementLines.id,
      amount: bankStatementLines.amount,
      confidence: bankStatementLines.confidence,
      issue: bankStatementLines.amountIssue,
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.status, 'matched'))
    .orderBy(bankStatementLines.id);
  return rows
    .filter((r) => r.confidence >= threshold && r.issue === null)
    .map((r) => ({ id: r.id, amount: r.amount }));
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
