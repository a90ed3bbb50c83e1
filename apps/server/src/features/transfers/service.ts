import { BULK_MSG, membershipEndAfterTransfer, type TManualTransfer } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { manualTransfers, payments, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { markOrderPaid } from '../../lib/order-payment.ts';
import { paymentPaid } from '../../lib/paid-hooks.ts';
import { moveToTrash } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { findTransfer } from './repository.ts';

/**
 * Confirms a bank transfer and applies the payment, in the caller's transaction. The transfer row
 * is locked first (SELECT … FOR UPDATE), so of two concurrent confirms the second waits, then
 * reads it confirmed and changes nothing: one effect, both answer success.
 */
export async function confirmTransfer(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  actorId: number | null,
  today: Date = new Date(),
): Promise<TManualTransfer> {
  const [locked] = await tx
    .select()
    .from(manualTransfers)
    .where(and(eq(manualTransfers.id, id), isNull(manualTransfers.deletedAt)))
    .for('update');
  if (!locked) throw new AppError('not_found');

  if (!locked.confirmed) {
    await tx
      .update(manualTransfers)
      .set({
        confirmed: true,
        confirmedAt: sql`now()`,
        confirmedBy: actorId,
        version: sql`${manualTransfers.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(manualTransfers.id, id));
    audit.record({
      entity: 'manual_transfer',
      entityId: id,
      action: 'confirm',
      before: { confirmed: false },
      after: { confirmed: true },
    });
    if (locked.type === 'CONFERENCE' && locked.orderId !== null) {
      // an order already paid keeps its payment date
      await markOrderPaid(tx, audit, locked.orderId, 'bank_transfer');
    } else if (locked.type === 'MEMBERSHIP' && locked.subscriptionId !== null) {
      await activateMembership(tx, audit, locked.subscriptionId, locked.amount, today);
    }
  }
  const current = await findTransfer(tx, id);
  if (!current) throw new AppError('not_found');
  return current;
}

/** Active for a year from today unless it already runs later; the transfer is recorded as paid. */
async function activateMembership(
  tx: Db,
  audit: AuditRecorder,
  subscriptionId: number,
  amount: number,
  today: Date,
) {
  const [sub] = await tx
    .select({ status: subscriptions.status, dateEnd: subscriptions.dateEnd })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!sub) return;
  const dateEnd = membershipEndAfterTransfer(sub.dateEnd, today);
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      dateEnd,
      version: sql`${subscriptions.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, subscriptionId));
  const [payment] = await tx
    .insert(payments)
    .values({ subscriptionId, status: 'paid', paidAt: sql`now()`, amount })
    .returning({ id: payments.id });
  audit.record({
    entity: 'subscription',
    entityId: subscriptionId,
    action: 'activate',
    before: { status: sub.status, date_end: sub.dateEnd },
    after: { status: 'active', date_end: dateEnd },
  });
  await paymentPaid(tx, audit, payment.id);
}

/** Moves the transfer to the trash; a payment already applied stays applied. */
export async function deleteTransfer(tx: Db, audit: AuditRecorder, id: number) {
  const before = await findTransfer(tx, id);
  if (!before) throw new AppError('not_found');
  await moveToTrash(tx, manualTransfers, id);
  audit.record({ entity: 'manual_transfer', entityId: id, action: 'delete', before, after: null });
}

/**
 * One transfer of a bulk confirmation: the list's own confirm (order paid, invoice, mails; the
 * membership a year), except that a transfer already confirmed is said so rather than answered
 * as done: the admin selected it believing it pending.
 */
export async function confirmPending(tx: Db, audit: AuditRecorder, id: number, actorId: number | null) {
  const [row] = await tx
    .select({ confirmed: manualTransfers.confirmed })
    .from(manualTransfers)
    .where(and(eq(manualTransfers.id, id), isNull(manualTransfers.deletedAt)))
    .for('update');
  if (!row) throw new AppError('not_found', BULK_MSG.transferMissing);
  if (row.confirmed) throw new AppError('conflict', BULK_MSG.transferConfirmed);
  await confirmTransfer(tx, audit, id, actorId);
}
