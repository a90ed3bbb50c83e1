import { MAX_DB_INT, romeWireDate, SUBSCRIPTION_STATUSES } from '@app/shared';
import { z } from 'zod';

/**
 * The parts of Stripe's event objects we read, leniently (unknown fields pass). Both API eras:
 * before 2025-03-31 a subscription has current_period_* at the top and an invoice names its
 * `subscription`; since then the period is on each subscription item and the invoice names it
 * under parent.subscription_details.subscription.
 */

const ZId = z.string().min(1).max(255);
/** an id, or the expanded object carrying it */
const ZRef = z
  .union([ZId, z.object({ id: ZId }).loose()])
  .transform((v) => (typeof v === 'string' ? v : v.id));
// Unix seconds, up to 9999-12-31: a later one is no date a database or a calendar can hold
const ZTime = z.number().int().nonnegative().max(253_402_300_799);
const ZMetadata = z.record(z.string(), z.string()).nullish();
/** cents, stored in an integer column */
const ZAmount = z.number().int().max(MAX_DB_INT);

/**
 * Any event Stripe sends: data.object need not have an id (balance.available, invoice.upcoming,
 * cash_balance.funds_available carry objects without one); the handlers check their own objects.
 */
export const ZEventEnvelope = z
  .object({
    id: ZId,
    type: z.string().min(1).max(255),
    created: ZTime,
    livemode: z.boolean().optional(),
    data: z.object({ object: z.object({}).loose() }).loose(),
  })
  .loose();
export type TEventEnvelope = z.infer<typeof ZEventEnvelope>;

/** The id of the event's object, when it has a usable one. */
export function eventObjectId(event: TEventEnvelope): string | null {
  const parsed = ZId.safeParse(event.data.object.id);
  return parsed.success ? parsed.data : null;
}

export const ZStripeCustomer = z
  .object({ id: ZId, metadata: ZMetadata, livemode: z.boolean().optional() })
  .loose();

export const ZStripeSubscription = z
  .object({
    id: ZId,
    customer: ZRef,
    status: z.enum(SUBSCRIPTION_STATUSES),
    current_period_start: ZTime.nullish(),
    current_period_end: ZTime.nullish(),
    items: z
      .object({
        data: z.array(
          z.object({ current_period_start: ZTime.nullish(), current_period_end: ZTime.nullish() }).loose(),
        ),
      })
      .loose()
      .nullish(),
    start_date: ZTime.nullish(),
    trial_end: ZTime.nullish(),
    cancel_at_period_end: z.boolean().nullish(),
    canceled_at: ZTime.nullish(),
    livemode: z.boolean().optional(),
    metadata: ZMetadata,
  })
  .loose();
export type TStripeSubscription = z.infer<typeof ZStripeSubscription>;

const ZCoupon = z.union([ZId, z.object({ id: ZId, name: z.string().nullish() }).loose()]);
const ZDiscount = z
  .object({
    coupon: ZCoupon.nullish(),
    source: z.object({ coupon: ZCoupon.nullish() }).loose().nullish(),
    promotion_code: z.union([ZId, z.object({ code: z.string() }).loose()]).nullish(),
  })
  .loose();

export const ZStripeInvoice = z
  .object({
    id: ZId,
    customer: ZRef.nullish(),
    subscription: ZRef.nullish(),
    parent: z
      .object({
        subscription_details: z.object({ subscription: ZRef.nullish() }).loose().nullish(),
      })
      .loose()
      .nullish(),
    amount_paid: ZAmount.nonnegative().default(0),
    amount_due: ZAmount.nonnegative().default(0),
    status_transitions: z.object({ paid_at: ZTime.nullish() }).loose().nullish(),
    discount: ZDiscount.nullish(),
    discounts: z.array(z.union([ZId, ZDiscount])).nullish(),
    total_discount_amounts: z.array(z.object({ amount: ZAmount }).loose()).nullish(),
  })
  .loose();
export type TStripeInvoice = z.infer<typeof ZStripeInvoice>;

/** Unix seconds → yyyy-MM-dd, the day it is in Italy; null when absent. */
export function toDate(seconds: number | null | undefined): string | null {
  return seconds ? romeWireDate(new Date(seconds * 1000)) : null;
}

export const toTimestamp = (seconds: number | null | undefined): Date | null =>
  seconds ? new Date(seconds * 1000) : null;

/** The current period, from the top level (older API versions) or the first item (current ones). */
export function currentPeriod(sub: TStripeSubscription): { start: number | null; end: number | null } {
  const item = sub.items?.data[0];
  return {
    start: sub.current_period_start ?? item?.current_period_start ?? sub.start_date ?? null,
    end: sub.current_period_end ?? item?.current_period_end ?? null,
  };
}

export function invoiceSubscriptionId(inv: TStripeInvoice): string | null {
  return inv.subscription ?? inv.parent?.subscription_details?.subscription ?? null;
}

/** The code the customer used: the promotion code when expanded, else the coupon's id. */
export function invoiceCoupon(inv: TStripeInvoice): string | null {
  const discount = inv.discount ?? inv.discounts?.find((d) => typeof d !== 'string');
  if (!discount || typeof discount === 'string') return null;
  if (discount.promotion_code && typeof discount.promotion_code !== 'string') {
    return discount.promotion_code.code;
  }
  const coupon = discount.coupon ?? discount.source?.coupon;
  if (!coupon) return null;
  return typeof coupon === 'string' ? coupon : coupon.id;
}

export function invoiceDiscount(inv: TStripeInvoice): number {
  return (inv.total_discount_amounts ?? []).reduce((sum, d) => sum + Math.max(0, d.amount), 0);
}
