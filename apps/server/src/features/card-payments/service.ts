import { ORDER_PAYMENT_MSG, type TOrderPayment } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertAwaitingPayment, closeOrderCheckouts } from '../../lib/card-checkout.ts';
import { bankTransferPayment, ensureOrderTransfer } from '../../lib/order-transfer.ts';
import { mailTransferChosen } from './transfer-mail.ts';

/** The order an order page's link names; 404 (without saying more) for any other token. */
export async function orderIdByToken(db: Db, token: string): Promise<number> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicToken, token));
  if (!row) throw new AppError('not_found', ORDER_PAYMENT_MSG.orderNotFound);
  return row.id;
}

/**
 * Back to a bank transfer: the order's card sessions are closed at Stripe first (so none can be
 * paid after), then, the order locked and still awaiting payment, its pending transfer is reused
 * or a new one made (RF reference, due in PAYMENT_DAYS) and the order is set to transfer; when
 * that changed the method, its contact is mailed the transfer to make.
 */
export async function payByTransfer(req: FastifyRequest, orderId: number): Promise<TOrderPayment> {
  await closeOrderCheckouts(req, orderId);
  const transfer = await req.write(async (tx, audit) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        deletedAt: orders.deletedAt,
        price: orders.price,
        contactEmail: orders.contactEmail,
        bookedBy: orders.bookedBy,
        dueDate: orders.dueDate,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    assertAwaitingPayment(order);
    if (order.price <= 0) throw new AppError('conflict', ORDER_PAYMENT_MSG.nothingToPay);
    const t = await ensureOrderTransfer(tx, audit, order, req.server.config.paymentDays);
    if (order.paymentMethod !== 'bank_transfer') {
      await tx
        .update(orders)
        .set({ paymentMethod: 'bank_transfer', version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      audit.record({
        entity: 'order',
        entityId: orderId,
        action: 'payment_method',
        before: { payment_method: order.paymentMethod },
        after: { payment_method: 'bank_transfer' },
      });
      const payment = await bankTransferPayment(tx, t);
      if (payment.method === 'bank_transfer') {
        await mailTransferChosen(tx, orderId, payment, req.server.config.publicUrl);
      }
    }
    return t;
  });
  req.server.mail.kick();
  return bankTransferPayment(req.server.db, transfer);
}
