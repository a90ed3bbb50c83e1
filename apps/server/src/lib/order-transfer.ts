import { parseWireDate, romeWireDate, type TOrderPayment, toWireDate } from '@app/shared';
import { addDays } from 'date-fns';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { manualTransfers, orders, participants } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { newCreditorReference } from './creditor-reference.ts';
import { readInvoiceSettings } from './invoice-settings.ts';

/** The order's transfers still to confirm (live, unconfirmed), oldest first. */
function pendingTransfers(db: Db, orderId: number) {
  return db
    .select({
      id: manualTransfers.id,
      reference: manualTransfers.reference,
      amount: manualTransfers.amount,
      dueDate: manualTransfers.dueDate,
    })
    .from(manualTransfers)
    .where(
      and(
        eq(manualTransfers.orderId, orderId),
        eq(manualTransfers.confirmed, false),
        isNull(manualTransfers.deletedAt),
      ),
    )
    .orderBy(asc(manualTransfers.id));
}

/** A reference no other transfer has: the unique column decides, a clash (1 in 10¹²) draws again. */
export async function withFreshReference(attempt: (reference: string) => Promise<boolean>) {
  for (;;) {
    const reference = newCreditorReference();
    if (await attempt(reference)) return reference;
  }
}

/** yyyy-MM-dd `days` after today in Italy. */
export const dueIn = (days: number, today: Date) =>
  toWireDate(addDays(parseWireDate(romeWireDate(today)) as Date, days));

/**
 * The order's bank transfer, to pay it that way (again): its pending transfer when it has one
 * (given an RF reference if it was made before references), else a new pending CONFERENCE transfer
 * of the order's total with a new reference, due on the order's due date if still ahead, else in
 * `paymentDays`. In the caller's transaction, the order row locked by the caller.
 */
export async function ensureOrderTransfer(
  tx: Db,
  audit: AuditRecorder,
  order: {
    id: number;
    price: number;
    contactEmail: string | null;
    bookedBy: number | null;
    dueDate: string | null;
  },
  paymentDays: number,
  today = new Date(),
) {
  const [pending] = await pendingTransfers(tx, order.id);
  if (pending?.reference) return { ...pending, reference: pending.reference };
  if (pending) {
    const reference = await withFreshReference(async (ref) => {
      const rows = await tx
        .update(manualTransfers)
        .set({ reference: ref, version: sql`${manualTransfers.version} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(manualTransfers.id, pending.id),
            sql`not exists (select 1 from manual_transfers where reference = ${ref})`,
          ),
        )
        .returning({ id: manualTransfers.id });
      return rows.length > 0;
    });
    audit.record({
      entity: 'manual_transfer',
      entityId: pending.id,
      action: 'update',
      before: { reference: null },
      after: { reference },
    });
    return { ...pending, reference };
  }
  const todayWire = romeWireDate(today);
  const dueDate = order.dueDate && order.dueDate >= todayWire ? order.dueDate : dueIn(paymentDays, today);
  const [first] = await tx
    .select({ email: participants.email })
    .from(participants)
    .where(eq(participants.orderId, order.id))
    .orderBy(asc(participants.position))
    .limit(1);
  let id = 0;
  const reference = await withFreshReference(async (ref) => {
    const rows = await tx
      .insert(manualTransfers)
      .values({
        userId: order.bookedBy,
        email: order.contactEmail ?? first?.email ?? '',
        type: 'CONFERENCE',
        orderId: order.id,
        reason: ref,
        amount: order.price,
        reference: ref,
        dueDate,
      })
      .onConflictDoNothing({ target: manualTransfers.reference })
      .returning({ id: manualTransfers.id });
    id = rows[0]?.id ?? 0;
    return rows.length > 0;
  });
  if (order.dueDate !== dueDate) {
    await tx
      .update(orders)
      .set({ dueDate, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
  }
  audit.record({
    entity: 'manual_transfer',
    entityId: id,
    action: 'create',
    after: { type: 'CONFERENCE', order_id: order.id, amount: order.price, reference, due_date: dueDate },
  });
  return { id, reference, amount: order.price, dueDate };
}

/** The transfer as the order page shows it: amount, the issuer's IBAN and name, reference, due date. */
export async function bankTransferPayment(
  db: Db,
  transfer: { amount: number; reference: string; dueDate: string | null },
): Promise<TOrderPayment> {
  const issuer = await readInvoiceSettings(db);
  return {
    method: 'bank_transfer',
    amount: transfer.amount,
    iban: issuer.iban,
    beneficiary: issuer.name,
    reference: transfer.reference,
    due_date: transfer.dueDate,
  };
}

/**
 * The order was paid another way: its transfers still to confirm are closed — moved to the trash,
 * where an admin can still find them, so the transfers list no longer asks to confirm them.
 */
export async function closePendingTransfers(tx: Db, audit: AuditRecorder, orderId: number, why: string) {
  for (const t of await pendingTransfers(tx, orderId)) {
    await tx
      .update(manualTransfers)
      .set({ deletedAt: sql`now()`, version: sql`${manualTransfers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(manualTransfers.id, t.id));
    audit.record({
      entity: 'manual_transfer',
      entityId: t.id,
      action: 'close',
      before: { pending: true },
      after: { pending: false, note: why },
    });
  }
}
