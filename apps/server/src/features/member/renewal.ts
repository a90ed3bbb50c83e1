import { randomUUID } from 'node:crypto';
import { MEMBER_MSG, type TOrderPayment } from '@app/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, manualTransfers, payments, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bankTransferPayment, dueIn, withFreshReference } from '../../lib/order-transfer.ts';
import { moveToTrash } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { mailRenewalRequested } from './renewal-mails.ts';

export interface Renewal {
  userId: number;
  email: string;
  companyId: number | null;
  /** cents, when the company never paid a membership */
  defaultFee: number;
  paymentDays: number;
  /** base of the member area's link in the mail */
  publicUrl: string;
}

/**
 * POST /api/member/membership by bank transfer: the company's pending MEMBERSHIP transfer, with an RF
 * reference, made now if it has none — then the member is mailed the transfer to make (asking
 * again answers the same transfer and mails nothing). Confirming it (by hand or from a statement
 * line) activates the membership for a year and issues its invoice, as for any membership
 * transfer. The company's row is locked first, so two members renewing at once get the same transfer.
 */
export async function renewByTransfer(tx: Db, audit: AuditRecorder, r: Renewal, today = new Date()) {
  if (!r.companyId) throw new AppError('conflict', MEMBER_MSG.noCompany);
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, r.companyId), isNull(companies.deletedAt)))
    .for('update');
  if (!company) throw new AppError('conflict', MEMBER_MSG.noCompany);
  const { subscriptionIds, pending } = await pendingRenewal(tx, company.id);
  if (pending?.reference) return payment(tx, pending);

  const fee = await lastFee(tx, company.id, r.defaultFee);
  const subscriptionId = subscriptionIds[0] ?? (await manualSubscription(tx, audit, company.id));
  const dueDate = dueIn(r.paymentDays, today);
  let id = 0;
  const reference = await withFreshReference(async (ref) => {
    const rows = await tx
      .insert(manualTransfers)
      .values({
        userId: r.userId,
        email: r.email,
        type: 'MEMBERSHIP',
        subscriptionId,
        reason: ref,
        amount: fee,
        reference: ref,
        dueDate,
      })
      .onConflictDoNothing({ target: manualTransfers.reference })
      .returning({ id: manualTransfers.id });
    id = rows[0]?.id ?? 0;
    return rows.length > 0;
  });
  audit.record({
    entity: 'manual_transfer',
    entityId: id,
    action: 'create',
    after: { type: 'MEMBERSHIP', company: company.name, amount: fee, reference, due_date: dueDate },
  });
  const made = await payment(tx, { amount: fee, reference, dueDate });
  if (made.method === 'bank_transfer') {
    await mailRenewalRequested(tx, { ...r, company: company.name }, made);
  }
  return made;
}

/**
 * The company's renewal awaiting its transfer: its newest unconfirmed, live MEMBERSHIP transfer
 * (with the ids of its subscriptions, newest first, for whoever makes one).
 */
export async function pendingRenewal(db: Db, companyId: number) {
  const subscriptionIds = (
    await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.deletedAt)))
      .orderBy(desc(subscriptions.id))
  ).map((s) => s.id);
  const [pending] = subscriptionIds.length
    ? await db
        .select()
        .from(manualTransfers)
        .where(
          and(
            inArray(manualTransfers.subscriptionId, subscriptionIds),
            eq(manualTransfers.type, 'MEMBERSHIP'),
            eq(manualTransfers.confirmed, false),
            isNull(manualTransfers.deletedAt),
          ),
        )
        .orderBy(desc(manualTransfers.id))
        .limit(1)
    : [];
  return { subscriptionIds, pending: pending as typeof pending | undefined };
}

/** The transfer a pending renewal waits for, as the member area shows it (null: none with an RF). */
export async function pendingRenewalPayment(db: Db, companyId: number | null) {
  if (!companyId) return null;
  const { pending } = await pendingRenewal(db, companyId);
  if (!pending?.reference) return null;
  const made = await payment(db, pending);
  return made.method === 'bank_transfer' ? made : null;
}

/**
 * DELETE /api/member/membership: the member withdraws the renewal awaiting its transfer (to pay by
 * card, or not at all). The transfer goes to the trash, audited; a transfer already received is
 * not pending and cannot be withdrawn (409).
 */
export async function withdrawRenewal(tx: Db, audit: AuditRecorder, companyId: number | null) {
  if (!companyId) throw new AppError('conflict', MEMBER_MSG.noCompany);
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const { pending } = await pendingRenewal(tx, companyId);
  if (!pending) throw new AppError('conflict', MEMBER_MSG.noPendingRenewal);
  await moveToTrash(tx, manualTransfers, pending.id);
  audit.record({
    entity: 'manual_transfer',
    entityId: pending.id,
    action: 'delete',
    before: { type: 'MEMBERSHIP', amount: pending.amount, reference: pending.reference },
    after: null,
  });
}

const payment = (db: Db, t: { amount: number; reference: string | null; dueDate: string | null }) =>
  bankTransferPayment(db, {
    amount: t.amount,
    reference: t.reference ?? '',
    dueDate: t.dueDate,
  }) as Promise<TOrderPayment>;

/** What the company paid for its last year of membership, else the configured fee. */
export async function lastFee(db: Db, companyId: number, defaultFee: number): Promise<number> {
  const [last] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(
      and(eq(subscriptions.companyId, companyId), eq(payments.status, 'paid'), sql`${payments.amount} > 0`),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  return last?.amount ?? defaultFee;
}

/**
 * A company that never had a membership gets one to renew: kept like the Stripe-mirrored ones,
 * under an id of ours ("manual_…"), incomplete until its transfer is confirmed.
 */
async function manualSubscription(tx: Db, audit: AuditRecorder, companyId: number): Promise<number> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ stripeSubscriptionId: `manual_${randomUUID()}`, companyId, status: 'incomplete' })
    .returning({ id: subscriptions.id });
  audit.record({
    entity: 'subscription',
    entityId: row.id,
    action: 'create',
    after: { company_id: companyId, status: 'incomplete' },
  });
  return row.id;
}
