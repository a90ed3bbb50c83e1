import { DUE_DATE_MSG, romeWireDate } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { manualTransfers, orders } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { type DeadlineMailSettings, mailDueDateExtended } from './deadline-mails.ts';

/**
 * The admin moves an unpaid order's due date to a future day: the order and its transfers still
 * to confirm get it (the reminders and the expiry follow the new date), under the order's row lock
 * so an expiry or a payment racing it finds it changed, or is found having happened. The contact
 * is told the new date once: the same date again changes nothing and tells nobody.
 */
export async function extendDueDate(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  dueDate: string,
  settings: DeadlineMailSettings,
  today = new Date(),
) {
  if (dueDate <= romeWireDate(today)) throw fieldError('due_date', DUE_DATE_MSG.notFuture);
  const [order] = await tx
    .select({ status: orders.status, dueDate: orders.dueDate })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .for('update');
  if (!order) throw new AppError('not_found', DUE_DATE_MSG.notFound);
  if (order.status !== 'awaiting_payment') throw new AppError('conflict', DUE_DATE_MSG.notAwaiting);
  if (order.dueDate === dueDate) return;
  await tx
    .update(orders)
    .set({ dueDate, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: 'extend_due_date',
    before: { due_date: order.dueDate },
    after: { due_date: dueDate },
  });
  const transfers = await tx
    .update(manualTransfers)
    .set({ dueDate, version: sql`${manualTransfers.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(manualTransfers.orderId, orderId),
        eq(manualTransfers.confirmed, false),
        isNull(manualTransfers.deletedAt),
      ),
    )
    .returning({ id: manualTransfers.id });
  for (const t of transfers) {
    audit.record({
      entity: 'manual_transfer',
      entityId: t.id,
      action: 'extend_due_date',
      before: { due_date: order.dueDate },
      after: { due_date: dueDate },
    });
  }
  await mailDueDateExtended(tx, orderId, dueDate, settings);
}
