import { ORDER_ACTION_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { closeOrder } from '../../lib/order-close.ts';
import { creditOrder } from '../../lib/order-credit.ts';
import { enqueueCancelMails, loadMailOrder } from '../../lib/order-mails.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { lockOrder } from './order-lock.ts';

/**
 * "Annulla ordine" with a reason: the order ends as cancelled (closeOrder: seats back, transfer
 * still to confirm closed), a paid order's invoice is cancelled by a full credit note, and the
 * booker and each participant with an e-mail are told through the outbox — all in one
 * transaction, so either all of it happened or none. A second cancel, or one racing a payment,
 * finds the order as the first left it, and tells nobody again.
 */
export async function cancelOrder(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  reason: string,
  actorId: number | null,
) {
  const order = await lockOrder(tx, orderId);
  if (order.status === 'cancelled') throw new AppError('conflict', ORDER_ACTION_MSG.alreadyCancelled);
  if (order.status === 'expired') throw new AppError('conflict', ORDER_ACTION_MSG.expiredNotCancellable);
  const from = await closeOrder(tx, audit, orderId, 'cancelled', reason);
  if (!from) throw new AppError('conflict', ORDER_ACTION_MSG.notAwaiting);
  const creditNoteId = from === 'paid' ? await creditOrder(tx, audit, orderId, actorId) : null;
  const [note] = creditNoteId
    ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, creditNoteId))
    : [];
  const told = await loadMailOrder(tx, orderId);
  // the Storico lists them among the order's e-mails
  if (told) await enqueueCancelMails(tx, told, { paid: from === 'paid', creditNote: note?.number ?? null });
  return creditNoteId;
}
