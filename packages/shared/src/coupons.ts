import { z } from 'zod';
import { COUPON_CODE_MAX } from './booking.ts';
import { PRICE_MAX_CENTS } from './conferences.ts';
import { parseWireDate } from './dates.ts';
import { ZId, ZVersion } from './ids.ts';
import { MSG } from './messages.ts';
import { formatCents } from './money.ts';
import { echoed, everyField } from './read-only.ts';
import { requiredError } from './zod-locale.ts';

/** Discount codes of the booking site (RUNNING.md, "Back-office additions"): a fixed amount or a percent. */

export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
/** More uses than this is a typo: a community's conferences do not see a million bookings. */
export const COUPON_MAX_USES_LIMIT = 1_000_000;
/** Letters, digits, hyphens and underscores: what a person types back from an e-mail without doubt. */
export const COUPON_CODE_RE = /^[A-Za-z0-9_-]+$/;

export const COUPON_MSG = {
  saved: 'Coupon salvato',
  deleted: 'Coupon eliminato',
  codeFormat: 'Solo lettere, cifre, trattini e trattini bassi, senza spazi',
  duplicate: (code: string) => `Esiste già un coupon con il codice «${code}»`,
  amountOrPercent: 'Indicare uno sconto in euro oppure in percentuale',
  bothGiven: 'Indicare lo sconto in euro oppure in percentuale, non entrambi',
  percent: `Percentuale non valida: da ${COUPON_PERCENT_MIN} a ${COUPON_PERCENT_MAX}`,
  discount: 'Importo non valido',
  maxUses: 'Numero di utilizzi non valido: da 1 a 1.000.000',
  maxUsesBelowUses: (uses: number) => `Non può essere inferiore agli utilizzi già avvenuti (${uses})`,
  invalidDate: 'Data non valida',
  unknownConference: 'Conferenza inesistente',
} as const;

/** GET /api/coupons/{id} → coupon; each answer of the coupon routes. */
export const ZCoupon = z.object({
  id: z.number().int(),
  /** as typed by the admin, upper-case; unique whatever the case among live coupons */
  code: z.string(),
  /** fixed discount, cents; null when the coupon is a percent */
  discount: z.number().int().nullable(),
  /** 1–100; null when the coupon is a fixed amount */
  percent: z.number().int().nullable(),
  /** null: any conference */
  conference_id: z.number().int().nullable(),
  /** last day it may be used, yyyy-MM-dd; null: no end */
  valid_until: z.string().nullable(),
  /** null: unlimited */
  max_uses: z.number().int().nullable(),
  /** bookings that used it: counted by the booking site, never set by a save */
  uses: z.number().int(),
  version: z.number().int(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** What GET answers and a save does not change: `uses` moves only when a booking takes the coupon. */
export const COUPON_READ_ONLY = ['id', 'uses'] as const;

/** A row of GET /api/coupons → coupons: the coupon and its conference's title (null: any). */
export const ZCouponRow = ZCoupon.extend({ conference_title: z.string().nullable() });
export type TCouponRow = z.infer<typeof ZCouponRow>;

const nullableInt = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((v) => v ?? null);

const couponFields = z.strictObject({
  ...echoed(ZCoupon, COUPON_READ_ONLY),
  code: z
    .string(requiredError)
    .trim()
    .min(1, MSG.required)
    .max(COUPON_CODE_MAX)
    .regex(COUPON_CODE_RE, COUPON_MSG.codeFormat)
    .transform((v) => v.toUpperCase()),
  discount: nullableInt(COUPON_MSG.discount, 1, PRICE_MAX_CENTS),
  percent: nullableInt(COUPON_MSG.percent, COUPON_PERCENT_MIN, COUPON_PERCENT_MAX),
  conference_id: ZId.nullish().transform((v) => v ?? null),
  valid_until: z
    .string()
    .refine((v) => v === '' || parseWireDate(v) !== null, COUPON_MSG.invalidDate)
    .nullish()
    .transform((v) => (v ? v : null)),
  max_uses: nullableInt(COUPON_MSG.maxUses, 1, COUPON_MAX_USES_LIMIT),
  version: ZVersion.optional(),
});

/** A fixed discount or a percent, exactly one. */
function oneAmount(c: { discount: number | null; percent: number | null }, ctx: z.RefinementCtx) {
  const given = [c.discount, c.percent].filter((v) => v !== null && v !== undefined).length;
  if (given === 0) ctx.addIssue({ code: 'custom', path: ['discount'], message: COUPON_MSG.amountOrPercent });
  if (given === 2) ctx.addIssue({ code: 'custom', path: ['percent'], message: COUPON_MSG.bothGiven });
}

/** body.coupon of POST /api/coupons, and the editor's resolver. */
export const ZCouponUpdate = couponFields.superRefine(oneAmount);
/** body.coupon of PUT /api/coupons/{id}: every field (null when so). */
export const ZCouponPut = everyField(couponFields, [...COUPON_READ_ONLY, 'version']).superRefine(oneAmount);
export type TCouponInput = z.input<typeof ZCouponUpdate>;
export type TCouponUpdate = z.output<typeof ZCouponUpdate>;

export const ZCouponSaveBody = z.strictObject({ coupon: ZCouponUpdate });
export const ZCouponPutBody = z.strictObject({ coupon: ZCouponPut });

/** "€ 50,00" or "10 %". */
export const couponDiscountText = (c: { discount: number | null; percent: number | null }): string =>
  c.percent !== null ? `${c.percent} %` : formatCents(c.discount ?? 0);

/** "3 / 10", or "3 / illimitati" without a cap. */
export const couponUsesText = (c: { uses: number; max_uses: number | null }): string =>
  `${c.uses} / ${c.max_uses ?? 'illimitati'}`;

/** The list's label of a coupon's conference. */
export const COUPON_ANY_CONFERENCE = 'Tutte';
