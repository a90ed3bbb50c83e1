/**
 * Event payloads shaped as in Stripe's API reference (Event, Customer, Subscription, Invoice), for
 * the tests. `apiEra: 'legacy'` gives the pre-2025-03-31 shapes (current_period_* at the top of the
 * subscription, invoice.subscription and invoice.discount); the default is the current shape.
 */
import Stripe from 'stripe';

let seq = 0;
const nextId = (prefix: string) => `${prefix}_test${Date.now().toString(36)}${(++seq).toString(36)}`;

export const T = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

export function event(
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; created?: number } = {},
) {
  return {
    id: opts.id ?? nextId('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: opts.created ?? Math.floor(Date.now() / 1000),
    data: { object, previous_attributes: {} },
    livemode: Boolean(object.livemode),
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function customer(id: string, metadata: Record<string, string> = {}, livemode = false) {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: T('2026-01-10T10:00:00Z'),
    currency: 'eur',
    default_source: null,
    delinquent: false,
    description: null,
    email: 'amministrazione@example.it',
    invoice_prefix: 'ABC123',
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode,
    metadata,
    name: 'Studio Legale Esempio',
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: ['it'],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface SubOpts {
  status: string;
  start: number;
  end: number;
  trialEnd?: number | null;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
  livemode?: boolean;
  apiEra?: 'legacy' | 'current';
  metadata?: Record<string, string>;
}

export function subscription(id: string, customerId: string, o: SubOpts) {
  const item = {
    id: `si_${id.slice(4)}`,
    object: 'subscription_item',
    created: o.start,
    ...(o.apiEra === 'legacy' ? {} : { current_period_start: o.start, current_period_end: o.end }),
    metadata: {},
    price: {
      id: 'price_membership_yearly',
      object: 'price',
      active: true,
      currency: 'eur',
      product: 'prod_membership',
      recurring: { interval: 'year', interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      unit_amount: 50000,
    },
    quantity: 1,
    subscription: id,
  };
  return {
    id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: o.start,
    cancel_at: o.cancelAtPeriodEnd ? o.end : null,
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    canceled_at: o.canceledAt ?? null,
    collection_method: 'charge_automatically',
    created: o.start,
    currency: 'eur',
    ...(o.apiEra === 'legacy' ? { current_period_start: o.start, current_period_end: o.end } : {}),
    customer: customerId,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: o.status === 'canceled' ? (o.canceledAt ?? o.end) : null,
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: o.livemode ?? false,
    metadata: o.metadata ?? {},
    start_date: o.start,
    status: o.status,
    test_clock: null,
    trial_end: o.trialEnd ?? null,
    trial_start: o.trialEnd ? o.start : null,
  };
}

export interface InvoiceOpts {
  subscriptionId: string;
  customerId: string;
  paid: boolean;
  amount: number;
  paidAt?: number;
  coupon?: string;
  discount?: number;
  apiEra?: 'legacy' | 'current';
}

export function invoice(id: string, o: InvoiceOpts) {
  const discountObject = o.coupon
    ? {
        id: 'di_1',
        object: 'discount',
        ...(o.apiEra === 'legacy'
          ? { coupon: { id: o.coupon, object: 'coupon', name: o.coupon, percent_off: 20 } }
          : { source: { coupon: o.coupon, type: 'coupon' } }),
        customer: o.customerId,
        promotion_code: null,
        start: T('2026-01-01T00:00:00Z'),
      }
    : null;
  const base = {
    id,
    object: 'invoice',
    account_country: 'IT',
    amount_due: o.amount,
    amount_paid: o.paid ? o.amount : 0,
    amount_remaining: o.paid ? 0 : o.amount,
    attempt_count: 1,
    billing_reason: 'subscription_cycle',
    collection_method: 'charge_automatically',
    created: o.paidAt ?? T('2026-01-10T10:00:00Z'),
    currency: 'eur',
    customer: o.customerId,
    livemode: false,
    number: 'ABC123-0001',
    status: o.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: o.paidAt ?? null,
      marked_uncollectible_at: null,
      paid_at: o.paid ? (o.paidAt ?? null) : null,
      voided_at: null,
    },
    subtotal: o.amount + (o.discount ?? 0),
    total: o.amount,
    total_discount_amounts: o.discount ? [{ amount: o.discount, discount: 'di_1' }] : [],
  };
  if (o.apiEra === 'legacy') {
    return {
      ...base,
      subscription: o.subscriptionId,
      discount: discountObject,
      discounts: discountObject ? ['di_1'] : [],
    };
  }
  return {
    ...base,
    discounts: discountObject ? [discountObject] : [],
    parent: {
      quote_details: null,
      subscription_details: { metadata: {}, subscription: o.subscriptionId },
      type: 'subscription_details',
    },
  };
}

const stripe = new Stripe('sk_unused_test_helper');

/** Signed headers for a payload, as Stripe would send them (timestamp in seconds). */
export function signedHeaders(payload: string, secret: string, timestamp?: number) {
  return {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  };
}
