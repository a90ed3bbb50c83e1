import { romeWireDate, type TBankTransferPayment } from '@app/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companies,
  mailOutbox,
  manualTransfers,
  payments,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { invoiceAttachment } from '../../lib/invoice-attachment.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { RENEWED_KIND, renewalRequested, renewed } from '../../lib/mail/templates/membership-renewal.v1.ts';
import { localeOf } from '../../lib/mail/words.ts';
import type { PaidHooks } from '../../lib/paid-hooks.ts';

/** The member area, where a renewal waits for its transfer and shows until when it runs. */
export const memberAreaUrl = (publicUrl: string) => `${publicUrl}/area/socio`;

/** A member's name for the greeting and the language their mails are written in (Italian by default). */
async function memberOf(db: Db, userId: number | null) {
  const [u] =
    userId === null
      ? []
      : await db
          .select({ name: users.name, surname: users.surname, language: users.language })
          .from(users)
          .where(eq(users.id, userId));
  return { name: u?.name ?? null, surname: u?.surname ?? null, language: localeOf(u?.language) };
}

/**
 * Mails the member who asked to renew by transfer the transfer to make, in the request's
 * transaction. Called only when the request made a new transfer: asking again answers the same
 * transfer and mails nothing.
 */
export async function mailRenewalRequested(
  tx: Db,
  r: { userId: number; email: string; company: string; publicUrl: string },
  payment: TBankTransferPayment,
) {
  if (!r.email.trim()) return;
  const { language, ...member } = await memberOf(tx, r.userId);
  await enqueueMail(tx, {
    ...renewalRequested(
      { ...member, company: r.company, payment, member_url: memberAreaUrl(r.publicUrl) },
      language,
    ),
    to: [r.email],
    entity: 'user',
    entityId: r.userId,
  });
}

/** The payment with its company and the membership's end as it stands now. */
async function loadPayment(tx: Db, paymentId: number) {
  const [row] = await tx
    .select({
      id: payments.id,
      subscriptionId: payments.subscriptionId,
      status: payments.status,
      amount: payments.amount,
      paidAt: payments.paidAt,
      byCard: sql<boolean>`${payments.stripeInvoiceId} is not null`,
      companyId: companies.id,
      company: companies.name,
      dateEnd: subscriptions.dateEnd,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/**
 * Who is told a renewal was paid: the member who asked for the transfer just confirmed (its
 * confirmation made this payment); for a card payment, the company's members who use the site.
 */
async function recipients(tx: Db, p: NonNullable<Awaited<ReturnType<typeof loadPayment>>>) {
  if (!p.byCard) {
    const [transfer] = await tx
      .select({ email: manualTransfers.email, userId: manualTransfers.userId })
      .from(manualTransfers)
      .where(
        and(
          eq(manualTransfers.subscriptionId, p.subscriptionId),
          eq(manualTransfers.type, 'MEMBERSHIP'),
          eq(manualTransfers.confirmed, true),
        ),
      )
      .orderBy(desc(manualTransfers.confirmedAt), desc(manualTransfers.id))
      .limit(1);
    if (transfer?.email.trim()) return [{ email: transfer.email.trim(), userId: transfer.userId }];
  }
  const members = await tx
    .select({ email: users.email, userId: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, p.companyId),
        eq(users.active, true),
        eq(users.memberArea, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.id);
  return members.filter((m) => m.email.trim());
}

/**
 * The paid hook after the invoice's, for membership payments: the renewal is confirmed to whoever
 * asked, with the invoice issued in the same transaction attached, each in a message of their own.
 * Once per payment: a payment told already (a Stripe event for it again) tells nobody.
 */
export function renewalMailsOnPaid(publicUrl: string): PaidHooks {
  return {
    paymentPaid: async (tx, _audit, paymentId) => {
      const p = await loadPayment(tx, paymentId);
      if (p?.status !== 'paid' || !p.paidAt || p.amount <= 0) return;
      const [told] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, RENEWED_KIND),
            eq(mailOutbox.entity, 'payment'),
            eq(mailOutbox.entityId, String(paymentId)),
          ),
        )
        .limit(1);
      if (told) return;
      const invoice = await invoiceAttachment(tx, { paymentId });
      for (const who of await recipients(tx, p)) {
        const { language, ...member } = await memberOf(tx, who.userId);
        await enqueueMail(tx, {
          ...renewed(
            {
              ...member,
              company: p.company,
              amount: p.amount,
              paid_at: p.paidAt.toISOString(),
              method: p.byCard ? 'card' : 'bank_transfer',
              // a card subscription's new end may come with a later Stripe event: said once it is later
              valid_until: p.dateEnd && p.dateEnd > romeWireDate(p.paidAt) ? p.dateEnd : null,
              invoice: invoice?.number ?? null,
              member_url: memberAreaUrl(publicUrl),
            },
            language,
          ),
          attachments: invoice ? [invoice.attachment] : [],
          to: [who.email],
          entity: 'payment',
          entityId: paymentId,
        });
      }
    },
  };
}
