import { ORDER_ACTION_MSG, paymentMethodLabel, romeWireDate, type TDeskPayment } from '@app/shared';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankStatementLines, manualTransfers, orders } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { creditOrder } from '../../lib/order-credit.ts';
import { markOrderPaid } from '../../lib/order-payment.ts';
import { closePendingTransfers } from '../../lib/order-transfer.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { lockOrder } from './order-lock.ts';

/** 409 naming why an order that is not awaiting payment cannot take one. */
function assertAwaiting(status: string) {
  if (status === 'paid') throw new AppError('conflict', ORDER_ACTION_MSG.alreadyPaid);
  if (status !== 'awaiting_payment') throw new AppError('conflict', ORDER_ACTION_MSG.notAwaiting);
}

/**
 * "Registra pagamento": money received at the desk or otherwise (cash, POS, card at the desk,
 * cheque) for the order's whole total. The order is paid by the one paid path (its invoice issued
 * as for a confirmed transfer), on the day given; its transfer still to confirm is closed.
 * An amount other than the total is refused: a part payment would leave an order half paid.
 */
export async function recordDeskPayment(tx: Db, audit: AuditRecorder, orderId: number, p: TDeskPayment) {
  const order = await lockOrder(tx, orderId);
  assertAwaiting(order.status);
  if (order.price <= 0) throw new AppError('conflict', ORDER_ACTION_MSG.nothingToPay);
  if (p.amount !== order.price) throw fieldError('amount', ORDER_ACTION_MSG.amountDiffers(order.price));
  const today = romeWireDate();
  if (p.paid_on > today) throw fieldError('paid_on', ORDER_ACTION_MSG.futureDate);
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: 'record_payment',
    after: { method: p.method, paid_on: p.paid_on, amount: p.amount, note: p.note || null },
  });
  // the day the money came, not the day it was typed in (noon UTC is that day in Italy): the
  // invoice issued with it carries that date
  await markOrderPaid(
    tx,
    audit,
    orderId,
    p.method,
    p.paid_on < today ? new Date(`${p.paid_on}T12:00:00Z`) : undefined,
  );
  await closePendingTransfers(tx, audit, orderId, `Pagato con ${paymentMethodLabel(p.method)}`);
}

/**
 * A payment recorded by mistake (a transfer confirmed for the wrong order, a desk payment typed on
 * the wrong one) undone with a reason: the order awaits payment again, its invoice is cancelled by
 * a full credit note, and its bank transfer is pending again — the confirmed one unconfirmed, or
 * the one a desk payment had closed taken back out of the trash, its RF reference unchanged.
 * A card payment is money at Stripe: it is refunded there and the order cancelled instead.
 */
export async function reversePayment(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  reason: string,
  actorId: number | null,
) {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'paid') throw new AppError('conflict', ORDER_ACTION_MSG.notPaid);
  if (order.paymentMethod === 'card') throw new AppError('conflict', ORDER_ACTION_MSG.cardNotReversible);
  const creditNoteId = await creditOrder(tx, audit, orderId, actorId);
  const transfer = await reopenTransfer(tx, audit, orderId, order.paymentMethod === 'bank_transfer', reason);
  const method = transfer ? 'bank_transfer' : null;
  await tx
    .update(orders)
    .set({
      status: 'awaiting_payment',
      paidAt: null,
      paymentMethod: method,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
  audit.record({
    entity: 'order',
    entityId: orderId,
    action: 'reverse_payment',
    before: {
      status: 'paid',
      paid_at: order.paidAt?.toISOString() ?? null,
      payment_method: order.paymentMethod,
    },
    after: { status: 'awaiting_payment', paid_at: null, payment_method: method, reason },
  });
  return creditNoteId;
}

/** The order's transfer pending again; its id, or null when the order never had one. */
async function reopenTransfer(
  tx: Db,
  audit: AuditRecorder,
  orderId: number,
  byTransfer: boolean,
  reason: string,
) {
  const ofOrder = and(eq(manualTransfers.orderId, orderId), eq(manualTransfers.type, 'CONFERENCE'));
  if (byTransfer) {
    const [confirmed] = await tx
      .select({ id: manualTransfers.id })
      .from(manualTransfers)
      .where(and(ofOrder, eq(manualTransfers.confirmed, true), isNull(manualTransfers.deletedAt)))
      .orderBy(desc(manualTransfers.confirmedAt))
      .limit(1);
    if (confirmed) {
      await tx
        .update(manualTransfers)
        .set({
          confirmed: false,
          confirmedAt: null,
          confirmedBy: null,
          version: sql`${manualTransfers.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(manualTransfers.id, confirmed.id));
      audit.record({
        entity: 'manual_transfer',
        entityId: confirmed.id,
        action: 'unconfirm',
        before: { confirmed: true },
        after: { confirmed: false, note: reason },
      });
      await reopenStatementLines(tx, audit, confirmed.id, orderId, reason);
      return confirmed.id;
    }
  }
  const [pending] = await tx
    .select({ id: manualTransfers.id })
    .from(manualTransfers)
    .where(and(ofOrder, eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt)));
  if (pending) return pending.id;
  const [closed] = await tx
    .select({ id: manualTransfers.id })
    .from(manualTransfers)
    .where(and(ofOrder, eq(manualTransfers.confirmed, false), isNotNull(manualTransfers.deletedAt)))
    .orderBy(desc(manualTransfers.deletedAt))
    .limit(1);
  if (!closed) return null;
  await tx
    .update(manualTransfers)
    .set({ deletedAt: null, version: sql`${manualTransfers.version} + 1`, updatedAt: sql`now()` })
    .where(eq(manualTransfers.id, closed.id));
  audit.record({
    entity: 'manual_transfer',
    entityId: closed.id,
    action: 'restore',
    before: { pending: false },
    after: { pending: true, note: reason },
  });
  return closed.id;
}

/**
 * The statement lines that confirmed the transfer wait for a person again: undecided (never taken
 * by "Conferma abbinamenti sicuri"), still pointing at the transfer, saying why.
 */
async function reopenStatementLines(
  tx: Db,
  audit: AuditRecorder,
  transferId: number,
  orderId: number,
  reason: string,
) {
  const why = `Conferma annullata sull'ordine n. ${orderId}: ${reason}`;
  const reopened = await tx
    .update(bankStatementLines)
    .set({ status: 'ambiguous', reason: why, decidedBy: null, decidedAt: null })
    .where(and(eq(bankStatementLines.transferId, transferId), eq(bankStatementLines.status, 'confirmed')))
    .returning({ id: bankStatementLines.id });
  for (const line of reopened) {
    audit.record({
      entity: 'bank_statement_line',
      entityId: line.id,
      action: 'unconfirm',
      before: { status: 'confirmed' },
      after: { status: 'ambiguous', reason: why },
    });
  }
}
