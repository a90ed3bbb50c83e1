import { ORDER_ACTION_MSG } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderFlags } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { markOrderPaid } from '../../lib/order-payment.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { lockOrder } from './order-lock.ts';

/**
 * An admin settles money an order could not take (decision 0024): "accepted" pays an expired or
 * cancelled, never paid order with it (the one paid path: invoice issued; its seats are held
 * again, even past the conference's limit, since the person has paid); "refunded" says the money
 * went back. Either way the flag is resolved, once.
 */
export async function settleFlag(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  flagId: number,
  resolution: 'accepted' | 'refunded',
  actorId: number | null,
) {
  const order = await lockOrder(tx, orderId);
  const [flag] = await tx
    .select()
    .from(orderFlags)
    .where(and(eq(orderFlags.id, flagId), eq(orderFlags.orderId, orderId), isNull(orderFlags.resolvedAt)))
    .for('update');
  if (!flag) throw new AppError('not_found', ORDER_ACTION_MSG.flagNotFound);
  if (resolution === 'accepted') {
    if (flag.kind !== 'late_payment') throw new AppError('conflict', ORDER_ACTION_MSG.acceptNeedsLate);
    if (order.paidAt || order.status === 'paid') {
      throw new AppError('conflict', ORDER_ACTION_MSG.acceptNeedsUnpaid);
    }
    await markOrderPaid(tx, audit, orderId, flag.method);
  }
  await tx
    .update(orderFlags)
    .set({ resolvedAt: sql`now()`, resolvedBy: actorId, resolution })
    .where(eq(orderFlags.id, flagId));
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: 'settle',
    after: { flag: flag.kind, amount: flag.amount, reference: flag.reference, resolution },
  });
}
