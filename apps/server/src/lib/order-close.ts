import type { TOrderState } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { closePendingTransfers } from './order-transfer.ts';
import { seatsReleased } from './seat-release.ts';

/** How an order ends without being paid (expired) or at someone's request (cancelled). */
export type OrderEnd = Extract<TOrderState, 'expired' | 'cancelled'>;

/** Which states each ending may start from: only an unpaid order expires; a paid one can be cancelled. */
const FROM: Record<OrderEnd, readonly TOrderState[]> = {
  expired: ['awaiting_payment'],
  cancelled: ['awaiting_payment', 'paid'],
};

/**
 * The one way an order ends, whoever ends it (the deadline worker, an admin): under the order's row
 * lock, so a payment or another ending racing it finds it already ended. Its seats go back by
 * themselves (seats are counted over SEAT_HOLDING_STATES), its transfers still to confirm are closed,
 * audited with the reason. Answers the state it ended from, or null when it could not end (already
 * ended, or paid and only expiring): then nothing changed. Credit notes and e-mails are the caller's.
 */
export async function closeOrder(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  end: OrderEnd,
  reason: string,
): Promise<TOrderState | null> {
  const [order] = await tx
    .select({ status: orders.status, conferenceId: orders.conferenceId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const from = order?.status as TOrderState | undefined;
  if (!from || !FROM[end].includes(from)) return null;
  await tx
    .update(orders)
    .set({ status: end, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: end === 'expired' ? 'expire' : 'cancel',
    before: { status: from },
    after: { status: end, note: reason },
  });
  await closePendingTransfers(tx, audit, orderId, reason);
  // the seats are back: the waiting list may offer them (decision 0035)
  if (order.conferenceId !== null) await seatsReleased(tx, audit, order.conferenceId);
  return from;
}
