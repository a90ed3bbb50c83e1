import { recurringOf } from './checkout.ts';
import { invalid, missing, StripeApiError } from './errors.ts';
import { integer, metadata, object, oneOf, type Params, text } from './form.ts';
import { newId, now } from './ids.ts';
import { type Coupon, price } from './objects.ts';

/** POST /v1/coupons: an amount (with its currency) or a percent off, as Stripe validates them. */
export function createCoupon(body: Params): Coupon {
  const amountOff = integer(body.amount_off, 'amount_off', { min: 1 }) ?? null;
  const percentRaw = text(body.percent_off, 'percent_off');
  const percentOff = percentRaw === undefined ? null : Number(percentRaw);
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) {
    throw invalid('percent_off', 'Invalid percent_off: must be greater than 0 and at most 100');
  }
  if ((amountOff === null) === (percentOff === null)) {
    throw new StripeApiError(400, 'You must pass exactly one of amount_off or percent_off.');
  }
  const currency = text(body.currency, 'currency')?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) throw missing('currency');
  const duration = oneOf(body.duration, 'duration', ['once', 'repeating', 'forever'] as const) ?? 'once';
  const months = integer(body.duration_in_months, 'duration_in_months', { min: 1 }) ?? null;
  if (duration === 'repeating' && months === null) throw missing('duration_in_months');
  return {
    id: text(body.id, 'id', { max: 200 }) ?? newId('X', 8).slice(2),
    object: 'coupon',
    amount_off: amountOff,
    created: now(),
    currency,
    duration,
    duration_in_months: duration === 'repeating' ? months : null,
    livemode: false,
    max_redemptions: integer(body.max_redemptions, 'max_redemptions', { min: 1 }) ?? null,
    metadata: metadata(body.metadata),
    name: text(body.name, 'name', { max: 40 }) ?? null,
    percent_off: percentOff,
    redeem_by: integer(body.redeem_by, 'redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  };
}

/** POST /v1/prices: a one-time or recurring price of a product (existing id or product_data). */
export function createPrice(body: Params, products: Map<string, string>) {
  const currency = text(body.currency, 'currency', { required: true })!.toLowerCase();
  const unitAmount = integer(body.unit_amount, 'unit_amount', { required: true, min: 0, max: 99_999_999 })!;
  let product = text(body.product, 'product');
  if (!product) {
    const data = object(body.product_data, 'product_data');
    const name = text(data.name, 'product_data[name]', { required: true })!;
    product = newId('prod', 14);
    products.set(product, name);
  }
  const rec = object(body.recurring, 'recurring');
  const recurring = Object.keys(rec).length ? recurringOf(rec, 'recurring') : null;
  return price({ currency, unitAmount, product, recurring, metadata: metadata(body.metadata) });
}
