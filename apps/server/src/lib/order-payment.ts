import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { orderPaid } from './paid-hooks.ts';

/**
 * The one way an order becomes paid, whoever saw the money (a confirmed transfer, a card payment,
 * a desk payment): paid_at (now, or `paidAt` when the money came earlier), status 'paid' and how
 * it was paid, audited, then the paid hooks (the invoice, dated by paid_at) in the same
 * transaction. An order already paid keeps its payment: false, nothing changes.
 */
export async function markOrderPaid(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  method: string,
  paidAt?: Date,
) {
  const [before] = await tx
    .select({ status: orders.status, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const paid = await tx
    .update(orders)
    .set({
      paidAt: paidAt ?? sql`now()`,
      status: 'paid',
      paymentMethod: method,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
    .returning({ paidAt: orders.paidAt });
  if (paid.length === 0) return false;
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: 'pay',
    before: { paid_at: null, status: before?.status ?? null, payment_method: before?.paymentMethod ?? null },
    after: { paid_at: paid[0].paidAt?.toISOString() ?? null, status: 'paid', payment_method: method },
  });
  await orderPaid(tx, audit, orderId);
  return true;
}
