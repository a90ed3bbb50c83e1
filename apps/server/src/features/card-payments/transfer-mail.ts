import type { TBankTransferPayment } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { paymentSwitched } from '../../lib/mail/templates/payment-switched.v1.ts';
import { contactOf, loadMailOrder, orderUrl } from '../../lib/order-mails.ts';

/**
 * Tells the order's contact, in the switch's transaction, the transfer to make now that the
 * order is paid by transfer instead of card. Only a switch that changed the method mails: a
 * second click finds the order on transfer already and tells nobody again.
 */
export async function mailTransferChosen(
  tx: Db,
  orderId: number,
  payment: TBankTransferPayment,
  publicUrl: string,
) {
  const order = await loadMailOrder(tx, orderId);
  const contact = order && contactOf(order);
  if (!order || !contact) return;
  await enqueueMail(tx, {
    ...paymentSwitched(
      {
        order_id: orderId,
        conference: order.conference,
        payment,
        order_url: orderUrl(publicUrl, order),
      },
      order.language,
    ),
    to: [contact],
    entity: 'order',
    entityId: orderId,
  });
}
