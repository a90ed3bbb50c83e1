import {
  BOOKING_REFUSAL,
  couponDiscount,
  MSG,
  type OrderForLines,
  orderLines,
  participantFee,
  quoteOf,
  romeWireDate,
  stampDuty,
  type TFeeKind,
  type TInvoiceSettings,
  type TQuote,
  type TTerritory,
  territoryOf,
  vatTreatment,
  type ZBookingQuoteInput,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type HeldOffer, liveOffer } from '../../lib/waiting-holds.ts';
import {
  conferenceOptionalsOf,
  conferenceWorkshopsOf,
  countryCode,
  findConference,
  findCoupon,
  type KnownUser,
  priceTable,
  usersByEmail,
} from './repository.ts';
import { checkSeats } from './seats-left.ts';

/**
 * The one code path of a quote and of an order: the conference and its ids checked, each
 * participant's fee by the shared rule, the coupon, the seats, and the lines by `quoteOf`. The order
 * runs it with the conference and its workshops locked, so what it charges is what the quote said.
 */

export type BookingBody = z.output<typeof ZBookingQuoteInput>;

export interface PricedParticipant {
  user: KnownUser | null;
  feeKind: TFeeKind;
  fee: number;
  optionals: { id: number; title: string; price: number; quantity: number; intolerances: string[] }[];
  workshops: { id: number; title: string }[];
}

export interface PricedBooking {
  conference: NonNullable<Awaited<ReturnType<typeof findConference>>>;
  /** the waiting-list offer the booking uses (its held seats), or null */
  offer: HeldOffer | null;
  participants: PricedParticipant[];
  coupon: { id: number; code: string } | null;
  discount: number;
  /** the imposta di bollo charged to the customer, cents (0 when not due or absorbed) */
  stampDuty: number;
  quote: TQuote;
}

/** Who pays, as the price depends on it. */
export interface PricingTerms {
  /** the company whose users pay the member price: the booking member's, when its membership is active */
  memberCompanyId: number | null;
  /** where the customer is (billing territory, VIES): the VAT treatment, hence the stamp duty */
  customer: { territory: TTerritory; vies: boolean };
  /** the issuer's settings: VAT, exempt Natura, whether the customer pays the stamp duty */
  settings: TInvoiceSettings;
}

/**
 * The customer of billing information as VAT sees it: its country's territory (never the one the
 * form said) and VIES; without billing (a quote before billing is typed), an Italian one.
 */
export async function customerTerms(
  db: Db,
  billing: { country: number; vies: number | null } | null,
): Promise<{ territory: TTerritory; vies: boolean }> {
  const code = billing ? await countryCode(db, billing.country) : null;
  return code
    ? { territory: territoryOf(code), vies: billing?.vies === 1 }
    : { territory: 'Italy', vies: false };
}

const fieldErrors = (errors: Record<string, string>) =>
  new AppError('validation', Object.values(errors)[0] ?? MSG.invalidData, { errors });

export async function priceBooking(
  tx: Db,
  body: BookingBody,
  terms: PricingTerms,
  lock: boolean,
): Promise<PricedBooking> {
  const today = romeWireDate();
  const conference = await findConference(tx, body.conference_id, lock);
  if (!conference) throw new AppError('not_found', BOOKING_REFUSAL.conferenceNotFound);
  if (!conference.active || conference.dateEnd < today) {
    throw new AppError('conflict', BOOKING_REFUSAL.conferenceClosed);
  }
  // the seats first: a full conference refuses in as few statements as possible
  // a waiting-list offer's seats are this booking's: not counted as taken by someone else
  const offer = body.offer_token ? await liveOffer(tx, body.offer_token, conference.id) : null;
  const workshopRows = await conferenceWorkshopsOf(tx, conference.id, lock, offer?.id ?? null);
  const workshops = new Map(workshopRows.map((w) => [w.id, w]));
  await checkSeats(tx, body, conference, workshopRows, offer?.id ?? null);
  const optionals = new Map((await conferenceOptionalsOf(tx, conference.id)).map((o) => [o.id, o]));

  const errors: Record<string, string> = {};
  body.participants.forEach((p, i) => {
    if (p.attendance === 'streaming' && !conference.streaming) {
      errors[`participants.${i}.attendance`] = BOOKING_REFUSAL.noStreaming;
    }
    p.optionals.forEach((o, j) => {
      if (!optionals.has(o.id))
        errors[`participants.${i}.optionals.${j}.id`] = BOOKING_REFUSAL.unknownOptional;
    });
    p.workshops.forEach((id, j) => {
      if (!workshops.has(id)) errors[`participants.${i}.workshops.${j}`] = BOOKING_REFUSAL.unknownWorkshop;
    });
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const coupon = body.coupon_code ? await usableCoupon(tx, body.coupon_code, conference.id, today) : null;

  const users = await usersByEmail(
    tx,
    body.participants.map((p) => p.email),
  );
  const prices = await priceTable(tx);
  const ctx = { memberCompanyId: terms.memberCompanyId, prices, fullPrice: conference.price };
  const priced = body.participants.map((p): PricedParticipant => {
    const user = users.get(p.email) ?? null;
    const { kind, fee } = participantFee(p.attendance, user, ctx);
    return {
      user,
      feeKind: kind,
      fee,
      optionals: p.optionals.map((o) => {
        const row = optionals.get(o.id)!;
        return {
          id: o.id,
          title: row.title,
          price: row.price,
          quantity: o.quantity,
          intolerances: o.intolerances,
        };
      }),
      workshops: p.workshops.map((id) => ({ id, title: workshops.get(id)!.title })),
    };
  });

  const lines = (discount: number, stamp_duty: number): OrderForLines => ({
    conference: conference.title,
    coupon_code: coupon?.code ?? null,
    discount,
    stamp_duty,
    participants: priced.map((p, i) => ({
      name: body.participants[i].name,
      surname: body.participants[i].surname,
      fee: p.fee,
      fee_kind: p.feeKind,
      optionals: p.optionals.map((o) => ({
        title: o.title,
        quantity: o.quantity,
        price: o.price,
        intolerances: o.intolerances.map((text) => ({ intolerance_info: text })),
      })),
      workshops: p.workshops,
    })),
  });
  const discount = coupon ? couponDiscount(coupon, quoteOf(lines(0, 0)).total) : 0;
  // the imposta di bollo, decided now by the shared rule and kept with the order (decision 0022)
  const treatment = vatTreatment(
    { kind: 'conference', vat_rule: conference.vatRule },
    terms.customer,
    terms.settings,
  );
  const duty = stampDuty(orderLines(lines(discount, 0)), treatment, terms.settings).line?.gross ?? 0;
  return {
    conference,
    offer,
    participants: priced,
    coupon: coupon && { id: coupon.id, code: coupon.code },
    discount,
    stampDuty: duty,
    quote: quoteOf(lines(discount, duty)),
  };
}

/** The coupon of this code if it may be used on this conference today; else 400 on `coupon_code`. */
async function usableCoupon(tx: Db, code: string, conferenceId: number, today: string) {
  const coupon = await findCoupon(tx, code);
  const refusal = !coupon
    ? BOOKING_REFUSAL.couponUnknown
    : coupon.validUntil !== null && coupon.validUntil < today
      ? BOOKING_REFUSAL.couponExpired
      : coupon.conferenceId !== null && coupon.conferenceId !== conferenceId
        ? BOOKING_REFUSAL.couponOtherConference
        : coupon.maxUses !== null && coupon.uses >= coupon.maxUses
          ? BOOKING_REFUSAL.couponUsedUp
          : null;
  if (refusal) throw fieldErrors({ coupon_code: refusal });
  return coupon!;
}
