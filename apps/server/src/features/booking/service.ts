import {
  BOOKING_MSG,
  BOOKING_REFUSAL,
  companyIssues,
  DEFAULT_LOCALE,
  parseWireDate,
  romeWireDate,
  type TBankTransferPayment,
  type TBookingAnswer,
  type TOrderBillingSnapshot,
  toWireDate,
  type ZBookingInput,
} from '@app/shared';
import { addDays } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { assertBillingRules, companyContext, refuseFields } from '../../lib/billing-rules.ts';
import { keySeen } from '../../lib/idempotency.ts';
import { readInvoiceSettings } from '../../lib/invoice-settings.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { bookingReceived } from '../../lib/mail/templates/booking-received.v1.ts';
import { type MemberProfile, memberMembership, memberProfile } from '../../lib/member-profile.ts';
import { optionalMember } from '../../lib/optional-session.ts';
import { enqueueOrderMails, loadMailOrder } from '../../lib/order-mails.ts';
import { markOfferBooked } from '../../lib/waiting-holds.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { insertOrder, insertParticipants, insertTransfer, type OrderRow } from './order-writes.ts';
import { type BookingBody, customerTerms, priceBooking } from './pricing.ts';
import { countryExists, takeCouponUse } from './repository.ts';
import { refuseWhenFull } from './seats-left.ts';

export type BookingInput = z.output<typeof ZBookingInput>;

/** Who books: a signed-in member (Member Area on) with their company, or nobody (null). */
export type BookingMember = MemberProfile & {
  userId: number;
  /** the session that books: its Idempotency-Key belongs to it */
  sessionId: number;
  /** the member's company when its membership is active: its users pay the member price */
  memberCompanyId: number | null;
};

/** The booking member behind an optional token; a bad or expired token books as anyone. */
export async function bookingMember(req: FastifyRequest): Promise<BookingMember | null> {
  const session = await optionalMember(req);
  if (!session) return null;
  // the audit names the member as the one who booked
  req.user = session.user;
  const m = await memberProfile(req.server.db, session.user.id);
  const active = memberMembership(m).active;
  return {
    ...m,
    userId: session.user.id,
    sessionId: session.sessionId,
    memberCompanyId: active ? m.companyId : null,
  };
}

/** A filled honeypot: a person never sees the field, so a bot filled it. */
export function refuseHoneypot(body: { website?: string }) {
  if (body.website?.trim()) throw new AppError('validation', BOOKING_MSG.honeypot);
}

/** POST /api/public/orders/quote: the same pricing as the booking, with its billing if given. */
export async function quoteBooking(db: Db, body: BookingBody, member: BookingMember | null) {
  const billing = body.billing_information ?? member?.billing ?? null;
  const terms = {
    memberCompanyId: member?.memberCompanyId ?? null,
    customer: await customerTerms(db, billing),
    settings: await readInvoiceSettings(db),
  };
  return (await priceBooking(db, body, terms, false)).quote;
}

/** The customer as booked: a member's own company (the body's is ignored), else the body's. */
async function customerOf(tx: Db, body: BookingInput, member: BookingMember | null) {
  const company = member?.company ?? body.company ?? null;
  if (!company) throw fieldError('company', BOOKING_REFUSAL.companyRequired);
  const billing = body.billing_information ?? member?.billing ?? null;
  if (!billing) throw fieldError('billing_information', BOOKING_REFUSAL.billingRequired);
  if (company.country !== null && !member?.company && !(await countryExists(tx, company.country))) {
    throw fieldError('company.country', BOOKING_REFUSAL.countryUnknown);
  }
  if (!(await countryExists(tx, billing.country))) {
    throw fieldError('billing_information.country', BOOKING_REFUSAL.countryUnknown);
  }
  // the order's snapshot is a new record: every rule, on the member's saved billing too
  await assertBillingRules(tx, billing, null);
  if (!member?.company) {
    refuseFields(companyIssues(company, await companyContext(tx)), 'company.');
  }
  const snapshot: TOrderBillingSnapshot = {
    company,
    billing_information: { ...billing, pec: billing.pec ?? null },
  };
  return { companyId: member?.companyId ?? null, snapshot };
}

export interface BookingSettings {
  publicUrl: string;
  paymentDays: number;
}

/** What a booking checks before its turn (no lock held): payment method, customer, bank details. */
export type PreparedBooking = Awaited<ReturnType<typeof prepareBooking>>;

/** `cardEnabled`: STRIPE_SECRET_KEY is set (without it a card booking is 409, nothing written). */
export async function prepareBooking(
  db: Db,
  body: BookingInput,
  member: BookingMember | null,
  cardEnabled: boolean,
) {
  if (body.payment_method === 'card' && !cardEnabled) {
    throw new AppError('conflict', BOOKING_REFUSAL.cardUnavailable, {
      errors: { payment_method: BOOKING_REFUSAL.cardUnavailable },
    });
  }
  return { customer: await customerOf(db, body, member), issuer: await readInvoiceSettings(db) };
}

/**
 * Before a booking's turn, and again when it comes (the bookings ahead may have taken the last
 * seats): one the seats left cannot hold is refused without a transaction or a lock, so a crowd on
 * the last seats is not answered one by one behind the bookings that get them. A retry of a request
 * already seen (its Idempotency-Key) goes to its turn, which answers it as the first time.
 */
export async function refuseWhenSoldOut(db: Db, body: BookingBody, idempotencyKey: string | null) {
  try {
    await refuseWhenFull(db, body);
  } catch (err) {
    if (idempotencyKey && (await keySeen(db, 'public_order', idempotencyKey))) return;
    throw err;
  }
}

/**
 * POST /api/public/orders, in the caller's transaction: the priced booking under the conference's
 * lock, then the order, its participants, the coupon's use, the pending transfer (bank transfer
 * only: a card booking's checkout is opened by the caller once this is committed) and the booker's
 * e-mail — or nothing.
 */
export async function createBooking(
  tx: Db,
  audit: AuditRecorder,
  body: BookingInput,
  member: BookingMember | null,
  { customer, issuer }: PreparedBooking,
  settings: BookingSettings,
): Promise<{ orderId: number; answer: TBookingAnswer }> {
  const terms = {
    memberCompanyId: member?.memberCompanyId ?? null,
    customer: await customerTerms(tx, customer.snapshot.billing_information),
    settings: issuer,
  };
  const priced = await priceBooking(tx, body, terms, true);
  const total = priced.quote.total;
  const byTransfer = body.payment_method === 'bank_transfer';
  if (byTransfer && total > 0 && (!issuer.name || !issuer.iban)) {
    throw new AppError('conflict', BOOKING_REFUSAL.transferUnavailable);
  }
  if (priced.coupon && !(await takeCouponUse(tx, priced.coupon.id))) {
    throw fieldError('coupon_code', BOOKING_REFUSAL.couponUsedUp);
  }
  const contactEmail = body.contact_email ?? body.participants[0].email;
  const dueDate =
    total > 0 ? toWireDate(addDays(parseWireDate(romeWireDate())!, settings.paymentDays)) : null;
  const row: OrderRow = {
    priced,
    companyId: customer.companyId,
    billing: customer.snapshot,
    contactEmail,
    paymentMethod: body.payment_method,
    dueDate,
    bookedBy: member?.userId ?? null,
    language: body.language ?? DEFAULT_LOCALE,
  };
  const order = await insertOrder(tx, row);
  await insertParticipants(tx, order.id, body.participants, row);
  if (priced.offer) await markOfferBooked(tx, priced.offer.id, order.id);
  audit.record({
    entity: 'order',
    entityId: order.id,
    action: 'create',
    after: {
      conference_id: priced.conference.id,
      price: total,
      status: total > 0 ? 'awaiting_payment' : 'paid',
      language: row.language,
    },
  });

  let payment: TBankTransferPayment | null = null;
  if (byTransfer && total > 0 && dueDate) {
    const transfer = await insertTransfer(tx, {
      orderId: order.id,
      userId: member?.userId ?? null,
      email: contactEmail,
      amount: total,
      dueDate,
    });
    audit.record({
      entity: 'manual_transfer',
      entityId: transfer.id,
      action: 'create',
      after: { order_id: order.id, amount: total, reference: transfer.reference, due_date: dueDate },
    });
    payment = {
      method: 'bank_transfer',
      amount: total,
      iban: issuer.iban,
      beneficiary: issuer.name,
      reference: transfer.reference,
      due_date: dueDate,
    };
  }

  const orderUrl = `${settings.publicUrl}/area/ordini/${order.token}`;
  // the order as its mails tell it: in the booking's language, the conference as that language names it
  const told = await loadMailOrder(tx, order.id);
  if (told) {
    await enqueueMail(tx, {
      ...bookingReceived(
        {
          order_id: order.id,
          conference: told.conference,
          quote: priced.quote,
          payment: total > 0 && !byTransfer ? { method: 'card' } : payment,
          order_url: orderUrl,
        },
        told.language,
      ),
      to: [contactEmail],
      entity: 'order',
      entityId: order.id,
    });
    // nothing to pay: confirmed now (no payment will fire the paid hooks), so each participant
    // gets their participation at once; the contact has the booking's mail above
    if (total === 0) await enqueueOrderMails(tx, told, settings.publicUrl, { toContact: false });
  }
  return {
    orderId: order.id,
    answer: {
      status: 'success',
      order: {
        order_id: order.id,
        price: total,
        status: total > 0 ? 'awaiting_payment' : 'paid',
        lines: priced.quote.lines,
        language: row.language,
      },
      order_url: orderUrl,
      payment,
    },
  };
}
