import { ORDER_FLAG_LABELS, type TOrderFlag } from '@app/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderFlags } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

export interface NewOrderFlag {
  orderId: number;
  kind: TOrderFlag['kind'];
  method: 'card' | 'bank_transfer';
  amount: number;
  /** the payment's own id: one flag per payment, however often it is reported */
  reference: string;
  note: string;
}

/**
 * Keeps money that reached an order which could not take it, for an admin to settle: on the order
 * detail, counted on the dashboard, in the order's history. False when that payment was flagged already.
 */
export async function flagOrder(tx: Db, audit: AuditRecorder, flag: NewOrderFlag): Promise<boolean> {
  const rows = await tx
    .insert(orderFlags)
    .values(flag)
    .onConflictDoNothing({ target: [orderFlags.method, orderFlags.reference] })
    .returning({ id: orderFlags.id });
  if (rows.length === 0) return false;
  audit.record({
    entity: 'order',
    entityId: flag.orderId,
    action: 'flag',
    after: {
      flag: flag.kind,
      method: flag.method,
      amount: flag.amount,
      reference: flag.reference,
      note: flag.note,
    },
  });
  return true;
}

/** The order's flags not yet resolved, oldest first, as the order detail shows them. */
export async function openOrderFlags(db: Db, orderId: number): Promise<TOrderFlag[]> {
  const rows = await db
    .select()
    .from(orderFlags)
    .where(and(eq(orderFlags.orderId, orderId), isNull(orderFlags.resolvedAt)))
    .orderBy(asc(orderFlags.id));
  return rows.map((r) => {
    const kind = r.kind as TOrderFlag['kind'];
    return {
      id: r.id,
      kind,
      label: ORDER_FLAG_LABELS[kind],
      method: r.method,
      amount: r.amount,
      reference: r.reference,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    };
  });
}
