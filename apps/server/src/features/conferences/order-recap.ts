import { ORDER_MSG } from '@app/shared';
import type { Db } from '../../db/client.ts';
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
