import { bookingForLines } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, orders } from '../../db/schema/index.ts';
import { loadParticipants } from '../../lib/order-participants.ts';

/**
 * An order as its invoice needs it, the order row locked so that it is invoiced once; its lines
 * come from the same reader as the order detail and its e-mail.
 */
export async function lockOrderForInvoice(tx: Db, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      price: orders.price,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      couponCode: orders.couponCode,
      discount: orders.discount,
      stampDuty: orders.stampDuty,
      conference: conferences.title,
      vatRule: conferences.vatRule,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!order) return null;
  const forLines = bookingForLines({
    conference: { title: order.conference },
    coupon_code: order.couponCode,
    discount: order.discount,
    stamp_duty: order.stampDuty,
    partecipants: await loadParticipants(tx, orderId),
  });
  return { ...order, forLines };
}

/** A free registration (total € 0): nothing to invoice, and nothing to warn about either. */
export async function isFreeOrder(db: Db, orderId: number): Promise<boolean> {
  const [order] = await db.select({ price: orders.price }).from(orders).where(eq(orders.id, orderId));
  return order?.price === 0;
}
