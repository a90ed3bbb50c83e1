import { newId, now } from './ids.ts';

/**
 * The objects the stand-in keeps and answers, shaped as Stripe's API reference and the `stripe`
 * SDK's types describe them (current API: a subscription's period on its items, an invoice naming
 * its subscription under parent.subscription_details). Only what the product reads varies; every
 * other field carries the value Stripe gives a plain test-mode object.
 */

export type Json = Record<string, unknown>;

export interface Recurring {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

export interface Price {
  id: string;
  object: 'price';
  active: true;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: null;
  metadata: Record<string, string>;
  nickname: null;
  product: string;
  recurring: (Recurring & { meter: null; trial_period_days: null; usage_type: 'licensed' }) | null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'one_time' | 'recurring';
  unit_amount: number;
  unit_amount_decimal: string;
}

export function price(o: {
  currency: string;
  unitAmount: number;
  product: string;
  recurring?: Recurring | null;
  metadata?: Record<string, string>;
}): Price {
  return {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now(),
    currency: o.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: o.metadata ?? {},
    nickname: null,
    product: o.product,
    recurring: o.recurring
      ? { ...o.recurring, meter: null, trial_period_days: null, usage_type: 'licensed' }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: o.recurring ? 'recurring' : 'one_time',
    unit_amount: o.unitAmount,
    unit_amount_decimal: String(o.unitAmount),
  };
}

export interface Coupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  created: number;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

/** A Checkout line item (`item`): its price, quantity and amounts after its share of the discount. */
export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: 0;
  amount_total: number;
  currency: string;
  description: string;
  price: Price;
  quantity: number;
}

export function lineItem(p: Price, description: string, quantity: number): LineItem {
  const subtotal = p.unit_amount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: subtotal,
    amount_tax: 0,
    amount_total: subtotal,
    currency: p.currency,
    description,
    price: p,
    quantity,
  };
}

/** An event as webhooks carry it. */
export function event(type: string, object: Json, apiVersion: string, previous?: Json) {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: now(),
    data: previous ? { object, previous_attributes: previous } : { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
export type StripeEvent = ReturnType<typeof event>;
