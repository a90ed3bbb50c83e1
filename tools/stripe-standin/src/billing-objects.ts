import { newId, now } from './ids.ts';
import type { LineItem, Recurring } from './objects.ts';

/** The objects of a subscription-mode checkout: its customer, subscription and first invoice, as Stripe shapes them. */

export function customer(o: {
  email: string | null;
  name?: string | null;
  metadata?: Record<string, string>;
}) {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: o.email,
    invoice_prefix: newId('X', 6).slice(2).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: o.metadata ?? {},
    name: o.name ?? null,
    next_invoice_sequence: 2,
    phone: null,
    preferred_locales: ['it'],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}
export type Customer = ReturnType<typeof customer>;

const SECONDS: Record<Recurring['interval'], number> = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

/** The end of one period from `start`, by calendar for months and years as Stripe bills them. */
export function periodEnd(start: number, r: Recurring): number {
  if (r.interval === 'day' || r.interval === 'week') return start + SECONDS[r.interval] * r.interval_count;
  const d = new Date(start * 1000);
  if (r.interval === 'month') d.setUTCMonth(d.getUTCMonth() + r.interval_count);
  else d.setUTCFullYear(d.getUTCFullYear() + r.interval_count);
  return Math.floor(d.getTime() / 1000);
}

export function subscription(o: {
  customer: string;
  items: LineItem[];
  metadata: Record<string, string>;
  start: number;
  end: number;
}) {
  const id = newId('sub');
  return {
    id,
    object: 'subscription',
    application: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: o.start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: o.start,
    currency: o.items[0]?.currency ?? 'eur',
    customer: o.customer,
    default_payment_method: newId('pm'),
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: o.items.map((item) => ({
        id: newId('si'),
        object: 'subscription_item',
        created: o.start,
        current_period_end: o.end,
        current_period_start: o.start,
        discounts: [],
        metadata: {},
        price: item.price,
        quantity: item.quantity,
        subscription: id,
        tax_rates: [],
      })),
      has_more: false,
      total_count: o.items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null as string | null,
    livemode: false,
    metadata: o.metadata,
    start_date: o.start,
    status: 'active',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
}
export type Subscription = ReturnType<typeof subscription>;

export function invoice(o: {
  customer: Customer;
  subscription: Subscription;
  items: LineItem[];
  subtotal: number;
  discount: number;
  paidAt: number;
}) {
  const total = o.subtotal - o.discount;
  const item = o.subscription.items.data[0];
  return {
    id: newId('in'),
    object: 'invoice',
    account_country: 'IT',
    amount_due: total,
    amount_paid: total,
    amount_overpaid: 0,
    amount_remaining: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: 'subscription_create',
    collection_method: 'charge_automatically',
    created: o.paidAt,
    currency: o.subscription.currency,
    customer: o.customer.id,
    customer_email: o.customer.email,
    discounts: [],
    lines: {
      object: 'list',
      data: o.items.map((li) => ({
        id: newId('il'),
        object: 'line_item',
        amount: li.amount_subtotal,
        currency: li.currency,
        description: `${li.quantity} × ${li.description}`,
        quantity: li.quantity,
      })),
      has_more: false,
      url: '/v1/invoices/lines',
    },
    livemode: false,
    number: `${o.customer.invoice_prefix}-0001`,
    parent: {
      quote_details: null,
      subscription_details: { metadata: o.subscription.metadata, subscription: o.subscription.id },
      type: 'subscription_details',
    },
    period_end: item?.current_period_end ?? o.paidAt,
    period_start: item?.current_period_start ?? o.paidAt,
    status: 'paid',
    status_transitions: {
      finalized_at: o.paidAt,
      marked_uncollectible_at: null,
      paid_at: o.paidAt,
      voided_at: null,
    },
    subtotal: o.subtotal,
    total,
    total_discount_amounts: o.discount > 0 ? [{ amount: o.discount, discount: newId('di') }] : [],
  };
}
