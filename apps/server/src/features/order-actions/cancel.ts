import { ORDER_ACTION_MSG } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { invoices, participants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { orderCancelled } from '../../lib/mail/templates/order-cancelled.v1.ts';
import { closeOrder } from '../../lib/order-close.ts';
import { creditOrder } from '../../lib/order-credit.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { lockOrder } from './order-lock.ts';

/** Whom to tell about the order: its contact e-mail, else its first participant's. */
async function bookerEmail(tx: Db, orderId: number, contact: string | null) {
  if (contact?.trim()) return contact.trim();
  const [first] = await tx
    .select({ email: participants.email })
    .from(participants)
    .where(eq(participants.orderId, orderId))
    .orderBy(asc(participants.position))
    .limit(1);
  return first?.email?.trim() || null;
}

/**
 * "Annulla ordine" with a reason: the order ends as cancelled (closeOrder: seats back, transfer
 * still to confirm closed), a paid order's invoice is cancelled by a full credit note, and the
 * booker is told through the outbox — all in one transaction, so either all of it happened or
 * none. A second cancel, or one racing a payment, finds the order as the first left it.
 */
export async function cancelOrder(
  app: FastifyInstance,
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
  const to = await bookerEmail(tx, orderId, order.contactEmail);
  if (to) {
    const [note] = creditNoteId
      ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, creditNoteId))
      : [];
    const mail = orderCancelled({
      order_id: orderId,
      conference: order.conference,
      paid: from === 'paid',
      credit_note: note?.number ?? null,
    });
    // the Storico lists it among the order's e-mails
    await app.mail.enqueue(tx, { ...mail, to: [to], entity: 'order', entityId: orderId });
  }
  return creditNoteId;
}
