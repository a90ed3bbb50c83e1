import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { manualTransfers, orderReminders } from '../../db/schema/index.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { dueDateExtended } from '../../lib/mail/templates/due-date-extended.v1.ts';
import { orderExpired } from '../../lib/mail/templates/order-expired.v1.ts';
import { paymentReminder } from '../../lib/mail/templates/payment-reminder.v1.ts';
import { contactOf, loadMailOrder, orderUrl } from '../../lib/order-mails.ts';
import { bankTransferPayment } from '../../lib/order-transfer.ts';

export interface DeadlineMailSettings {
  publicUrl: string;
}

/** The order's transfer still to confirm that has an RF reference: what the reminder asks to pay. */
async function pendingTransfer(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ amount: manualTransfers.amount, reference: manualTransfers.reference })
    .from(manualTransfers)
    .where(
      and(
        eq(manualTransfers.orderId, orderId),
        eq(manualTransfers.confirmed, false),
        isNull(manualTransfers.deletedAt),
        isNotNull(manualTransfers.reference),
      ),
    )
    .orderBy(asc(manualTransfers.id))
    .limit(1);
  return row?.reference ? { amount: row.amount, reference: row.reference } : null;
}

/**
 * Records the reminder for this due date and queues its mail, in `tx`. Null when it was recorded
 * already (sent before, by this instance or another): nothing is queued twice. An order without a
 * transfer to pay or anyone to tell is recorded too, so it is not looked at again for this date.
 */
export async function mailReminder(
  tx: Db,
  orderId: number,
  r: { when: 'before_due' | 'due_day'; dueDate: string; expiresOn: string },
  settings: DeadlineMailSettings,
): Promise<{ mailId: number | null } | null> {
  const recorded = await tx
    .insert(orderReminders)
    .values({ orderId, kind: r.when, dueDate: r.dueDate })
    .onConflictDoNothing()
    .returning({ orderId: orderReminders.orderId });
  if (recorded.length === 0) return null;
  const order = await loadMailOrder(tx, orderId);
  const transfer = await pendingTransfer(tx, orderId);
  const contact = order && contactOf(order);
  if (!order || !transfer || !contact) return { mailId: null };
  const payment = await bankTransferPayment(tx, { ...transfer, dueDate: r.dueDate });
  if (payment.method !== 'bank_transfer') return { mailId: null };
  const { id } = await enqueueMail(tx, {
    ...paymentReminder(
      {
        order_id: orderId,
        when: r.when,
        conference: order.conference,
        payment: { ...payment, due_date: r.dueDate },
        expires_on: r.expiresOn,
        order_url: orderUrl(settings.publicUrl, order),
      },
      order.language,
    ),
    to: [contact],
    entity: 'order',
    entityId: orderId,
  });
  await tx
    .update(orderReminders)
    .set({ mailId: id })
    .where(
      and(
        eq(orderReminders.orderId, orderId),
        eq(orderReminders.kind, r.when),
        eq(orderReminders.dueDate, r.dueDate),
      ),
    );
  return { mailId: id };
}

/** Tells the contact of an order that just expired, in the expiry's transaction. */
export async function mailExpired(tx: Db, orderId: number, dueDate: string, settings: DeadlineMailSettings) {
  const order = await loadMailOrder(tx, orderId);
  const contact = order && contactOf(order);
  if (!order || !contact) return;
  await enqueueMail(tx, {
    ...orderExpired(
      {
        order_id: orderId,
        conference: order.conference,
        due_date: dueDate,
        conference_url: `${settings.publicUrl}/area/conferenze/${order.conference.id}`,
      },
      order.language,
    ),
    to: [contact],
    entity: 'order',
    entityId: orderId,
  });
}

/**
 * Tells the contact of an order whose due date the admin just moved: the new date and, when the
 * order is paid by transfer, the transfer to make by then. In the extension's transaction: an
 * extension to the date the order already has changes nothing and tells nobody.
 */
export async function mailDueDateExtended(
  tx: Db,
  orderId: number,
  dueDate: string,
  settings: DeadlineMailSettings,
) {
  const order = await loadMailOrder(tx, orderId);
  const contact = order && contactOf(order);
  if (!order || !contact) return;
  const transfer = await pendingTransfer(tx, orderId);
  const payment = transfer ? await bankTransferPayment(tx, { ...transfer, dueDate }) : null;
  await enqueueMail(tx, {
    ...dueDateExtended(
      {
        order_id: orderId,
        conference: order.conference,
        due_date: dueDate,
        payment: payment?.method === 'bank_transfer' ? payment : null,
        order_url: orderUrl(settings.publicUrl, order),
      },
      order.language,
    ),
    to: [contact],
    entity: 'order',
    entityId: orderId,
  });
}
