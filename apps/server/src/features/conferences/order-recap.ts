import { BULK_MSG, ORDER_MSG } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueOrderMails, loadMailOrder } from '../../lib/order-mails.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

/**
 * "INVIA EMAIL DI CONFERMA": queues the order's mails again, the contact the whole order and its
 * invoice, each participant only their own part; audited. Answers the newest mail's id.
 */
export async function sendRecap(tx: Db, audit: AuditRecorder, orderId: number, publicUrl: string) {
  const order = await loadMailOrder(tx, orderId);
  if (!order) throw new AppError('not_found', 'Ordine non trovato');
  const ids = await enqueueOrderMails(tx, order, publicUrl);
  if (ids.length === 0) throw new AppError('conflict', ORDER_MSG.noRecipients);
  audit.record({ entity: 'order', entityId: orderId, action: 'send_recap', after: { mail_ids: ids } });
  // the newest: the order's mails are listed newest first (a bounded list)
  return ids[ids.length - 1];
}

/**
 * sendRecap for a bulk resend of a conference's orders: an order that is gone or of another
 * conference is refused by name, as the selection was made on that conference's list.
 */
export async function sendRecapOfConference(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  conferenceId: number,
  publicUrl: string,
) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.conferenceId, conferenceId), isNull(orders.deletedAt)));
  if (!order) throw new AppError('not_found', BULK_MSG.orderMissing);
  return sendRecap(tx, audit, orderId, publicUrl);
}
