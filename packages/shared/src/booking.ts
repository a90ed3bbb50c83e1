import { z } from 'zod';
import { ZBillingInformation, ZBillingInformationRead } from './billing.ts';
import type { PRICE_KINDS } from './constants.ts';
import { optionalText, requiredText } from './fields.ts';
import { ZLocale } from './i18n.ts';
import { ZId } from './ids.ts';
import { MSG } from './messages.ts';

/**
 * A booking made on the member site (RUNNING.md, "Member site"): what the public sends, and who
 * pays what. The server decides every price; the body chooses only the attendance.
 */

export const ATTENDANCES = ['in_person', 'streaming'] as const;
export type TAttendance = (typeof ATTENDANCES)[number];
export const ATTENDANCE_LABELS: Record<TAttendance, string> = {
  in_person: 'In presenza',
  streaming: 'In streaming',
};

/**
 * An order's life: booked and awaiting payment, then paid; or expired (unpaid past its due date and
 * grace days: seats back) or cancelled (by an admin: seats back, a credit note if invoiced).
 */
export const ORDER_STATES = ['awaiting_payment', 'paid', 'expired', 'cancelled'] as const;
export type TOrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Record<TOrderState, string> = {
  awaiting_payment: 'In attesa di pagamento',
  paid: 'Pagato',
  expired: 'Scaduto',
  cancelled: 'Annullato',
};
/** The states that hold seats. */
export const SEAT_HOLDING_STATES: readonly TOrderState[] = ['awaiting_payment', 'paid'];

export const BOOKING_PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type TBookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number];

/** Limits of a booking (RUNNING.md): past them the body is refused, naming the field. */
export const BOOKING_MAX_PARTICIPANTS = 50;
export const BOOKING_MAX_OPTIONAL_QUANTITY = 20;
export const BOOKING_MAX_INTOLERANCES = 10;
export const BOOKING_INTOLERANCE_MAX = 200;
export const BOOKING_NAME_MAX = 100;
export const BOOKING_PHONE_MAX = 30;
export const COUPON_CODE_MAX = 40;

export const BOOKING_MSG = {
  privacy: "Per prenotare occorre accettare l'informativa sulla privacy",
  tooManyParticipants: `Al massimo ${BOOKING_MAX_PARTICIPANTS} partecipanti per prenotazione`,
  noParticipants: 'Indicare almeno un partecipante',
  quantity: `Quantità non valida: da 1 a ${BOOKING_MAX_OPTIONAL_QUANTITY}`,
  duplicateOptional: 'Lo stesso extra è indicato più volte',
  duplicateWorkshop: 'Lo stesso workshop è indicato più volte',
  duplicateParticipant: 'Lo stesso indirizzo e-mail è indicato per più partecipanti',
  email: 'E-mail non valida',
  honeypot: 'Richiesta non valida',
} as const;

const email = z.string(MSG.required).trim().toLowerCase().max(254).email(BOOKING_MSG.email);

export const ZBookingOptional = z.strictObject({
  id: ZId,
  quantity: z
    .number({ error: BOOKING_MSG.quantity })
    .int(BOOKING_MSG.quantity)
    .min(1, BOOKING_MSG.quantity)
    .max(BOOKING_MAX_OPTIONAL_QUANTITY, BOOKING_MSG.quantity),
  intolerances: z.array(requiredText(BOOKING_INTOLERANCE_MAX)).max(BOOKING_MAX_INTOLERANCES).default([]),
});

export const ZBookingParticipant = z
  .strictObject({
    name: requiredText(BOOKING_NAME_MAX),
    surname: requiredText(BOOKING_NAME_MAX),
    email,
    phone: optionalText(BOOKING_PHONE_MAX),
    attendance: z.enum(ATTENDANCES),
    optionals: z.array(ZBookingOptional).max(50).default([]),
    workshops: z.array(ZId).max(50).default([]),
  })
  .superRefine((p, ctx) => {
    const optionalIds = p.optionals.map((o) => o.id);
    if (new Set(optionalIds).size !== optionalIds.length) {
      ctx.addIssue({ code: 'custom', path: ['optionals'], message: BOOKING_MSG.duplicateOptional });
    }
    if (new Set(p.workshops).size !== p.workshops.length) {
      ctx.addIssue({ code: 'custom', path: ['workshops'], message: BOOKING_MSG.duplicateWorkshop });
    }
  });
export type TBookingParticipant = z.infer<typeof ZBookingParticipant>;

/** The ordering company as the booking names it (a member's booking takes the member's own). */
export const ZBookingCompany = z.strictObject({
  name: requiredText(200),
  address: optionalText(200),
  city: optionalText(120),
  province: optionalText(60),
  postal_code: optionalText(20),
  /** country id (GET /api/countries) */
  country: ZId.nullish().transform((v) => v ?? null),
  vat: optionalText(30),
});

/**
 * The customer as booked, kept on the order (orders.billing): its invoice bills exactly this,
 * whatever the company or its founder's billing information say later.
 */
export const ZOrderBillingSnapshot = z.object({
  company: z.object({
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.number().int().nullable(),
    vat: z.string().nullable(),
  }),
  billing_information: ZBillingInformationRead,
});
export type TOrderBillingSnapshot = z.infer<typeof ZOrderBillingSnapshot>;

const bookingFields = {
  conference_id: ZId,
  contact_email: email.optional(),
  company: ZBookingCompany.optional(),
  billing_information: ZBillingInformation.optional(),
  participants: z
    .array(ZBookingParticipant)
    .min(1, BOOKING_MSG.noParticipants)
    .max(BOOKING_MAX_PARTICIPANTS, BOOKING_MSG.tooManyParticipants),
  coupon_code: z
    .string()
    .trim()
    .max(COUPON_CODE_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  payment_method: z.enum(BOOKING_PAYMENT_METHODS),
  /** a waiting-list offer's token: the seats it holds are this booking's to take (decision 0035) */
  offer_token: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** the honeypot: a person never sees it, so it stays empty (RUNNING.md) */
  website: z.string().max(200).optional(),
  /** the booker's language (RUNNING.md "English"): every mail about the order is in it; absent, the request's */
  language: ZLocale.optional(),
};

const uniqueEmails = (b: { participants: { email: string }[] }, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  b.participants.forEach((p, i) => {
    if (seen.has(p.email)) {
      ctx.addIssue({
        code: 'custom',
        path: ['participants', i, 'email'],
        message: BOOKING_MSG.duplicateParticipant,
      });
    }
    seen.add(p.email);
  });
};

/** POST /api/public/orders/quote: the booking as it stands, consent not needed yet. */
export const ZBookingQuoteInput = z
  .strictObject({ ...bookingFields, privacy_accepted: z.boolean().optional() })
  .superRefine(uniqueEmails);

/** POST /api/public/orders: the booking, with the privacy consent. */
export const ZBookingInput = z
  .strictObject({
    ...bookingFields,
    privacy_accepted: z.literal(true, { error: BOOKING_MSG.privacy }),
  })
  .superRefine(uniqueEmails);
export type TBookingInput = z.input<typeof ZBookingInput>;

/** One line of a quote or an order, as charged (cents; a discount is negative). */
export const ZQuoteLine = z.object({
  /** the participant's index in the booking, or null for an order-wide line (the discount) */
  participant: z.number().int().nullable(),
  label: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type TQuoteLine = z.infer<typeof ZQuoteLine>;

export const ZQuote = z.object({
  lines: z.array(ZQuoteLine),
  discount: z.number().int(),
  total: z.number().int(),
});
export type TQuote = z.infer<typeof ZQuote>;

/** Who pays what: the fee kinds a participant may be charged (the global prices and two more). */
export type TFeeKind = (typeof PRICE_KINDS)[number] | 'CONFERENCE_FULL_PRICE' | 'FEE_REMOVED';

/** What is known of a participant who is a user (their e-mail is a user's, case ignored). */
export interface PayerUser {
  remove_fee: boolean;
  speaker: boolean;
  profile_name: string;
  company_id: number | null;
}

export interface FeeContext {
  /** the company of the signed-in member who books, when its membership is active; else null */
  memberCompanyId: number | null;
  /** the global prices, cents */
  prices: Record<(typeof PRICE_KINDS)[number], number>;
  /** the conference's full price, cents */
  fullPrice: number;
}

/**
 * RUNNING.md's rule, in its order: fee removed; streaming; speaker; expert; in a member's booking,
 * the member's company's users the member price and everyone else the guests price; otherwise the
 * conference's full price. No participant pays more than the full price: a category price above it
 * is capped at it (the line keeps its category: "socio" at the full price).
 */
export function participantFee(
  attendance: TAttendance,
  user: PayerUser | null,
  ctx: FeeContext,
): { kind: TFeeKind; fee: number } {
  const global = (kind: (typeof PRICE_KINDS)[number]) => ({
    kind,
    fee: categoryFee(ctx.prices[kind], ctx.fullPrice),
  });
  if (user?.remove_fee) return { kind: 'FEE_REMOVED', fee: 0 };
  if (attendance === 'streaming') return global('PRICE_CONFERENCE_STREAMING');
  if (user?.speaker) return global('PRICE_CONFERENCE_SPEAKER');
  if (user?.profile_name === 'expert') return global('PRICE_CONFERENCE_EXPERT');
  if (ctx.memberCompanyId !== null) {
    return user && user.company_id === ctx.memberCompanyId
      ? global('PRICE_CONFERENCE_MEMBER')
      : global('PRICE_CONFERENCE_GUESTS');
  }
  return { kind: 'CONFERENCE_FULL_PRICE', fee: ctx.fullPrice };
}

/** A category's price on a conference, cents: the global price, never above the conference's full price. */
export const categoryFee = (categoryPrice: number, fullPrice: number): number =>
  Math.max(0, Math.min(categoryPrice, fullPrice));

/** A coupon's discount on a total, cents: fixed or percent (rounded), never more than the total. */
export function couponDiscount(
  coupon: { discount: number | null; percent: number | null },
  total: number,
): number {
  const raw = coupon.percent !== null ? Math.round((total * coupon.percent) / 100) : (coupon.discount ?? 0);
  return Math.max(0, Math.min(raw, total));
}

/** A creditor reference as pages and mails print it, by four: "RF18 5390 0754 7034". */
export const formatCreditorReference = (compact: string): string => compact.replace(/(.{4})(?!$)/g, '$1 ');
