import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { orderPaid } from './paid-hooks.ts';

/**
 * THE way an order becomes paid, whoever saw the money (a confirmed bank transfer, a statement
 * line, a card payment): its payment date and its state move together, once; then the listeners
 * (its invoice) run in the same transaction. An order already paid keeps its payment date.
 */
export async function markOrderPaid(tx: Db, audit: AuditRecorder, orderId: number): Promise<boolean> {
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
    .for('update');
  if (!before) return false;
  const [paid] = await tx
    .update(orders)
    .set({ paidAt: sql`now()`, status: 'paid', version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning({ paidAt: orders.paidAt });
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: 'pay',
    before: { paid_at: null, status: before.status },
    after: { paid_at: paid.paidAt?.toISOString() ?? null, status: 'paid' },
  });
  await orderPaid(tx, audit, orderId);
  return true;
}
