import { ORDER_ACTION_MSG, type TOrderState } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, manualTransfers, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The order, locked for an admin's action. Its transfers are locked first, in the order a
 * transfer's confirmation takes them (transfer, then order), so an action racing a confirmation
 * waits for it instead of deadlocking; whoever comes second reads the order as the first left it.
 */
export async function lockOrder(tx: Db, orderId: number) {
  await tx
    .select({ id: manualTransfers.id })
    .from(manualTransfers)
    .where(eq(manualTransfers.orderId, orderId))
    .for('update');
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      price: orders.price,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      contactEmail: orders.contactEmail,
      deletedAt: orders.deletedAt,
      conference: conferences.title,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!order || order.deletedAt) throw new AppError('not_found', ORDER_ACTION_MSG.orderNotFound);
  return { ...order, status: order.status as TOrderState };
}

/** The order's state after an action, for its answer. */
export async function orderState(db: Db, orderId: number): Promise<TOrderState> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row.status as TOrderState;
}
