import { invalid, missing, noSuch, StripeApiError } from './errors.ts';
import { integer, list, metadata, object, oneOf, type Params, text } from './form.ts';
import { newId, now } from './ids.ts';
import { type Coupon, type LineItem, lineItem, type Price, price, type Recurring } from './objects.ts';

/** A Checkout Session as the stand-in keeps it; `sessionObject` gives its wire shape. */
export interface Session {
  id: string;
  created: number;
  expiresAt: number;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid' | 'no_payment_required';
  clientReferenceId: string | null;
  customer: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  paymentMethodTypes: string[];
  subscriptionMetadata: Record<string, string>;
  lineItems: LineItem[];
  coupon: Coupon | null;
  amountSubtotal: number;
  amountDiscount: number;
  amountTotal: number;
  paymentIntent: string | null;
  subscription: string | null;
  invoice: string | null;
  apiVersion: string;
  url: string;
}

/** What creating a session may look up: prices and coupons created before, products made on the fly. */
export interface Catalog {
  prices: Map<string, Price>;
  coupons: Map<string, Coupon>;
  products: Map<string, string>;
}

const MODES = ['payment', 'subscription'] as const;
const INTERVALS = ['day', 'week', 'month', 'year'] as const;
/** Stripe's limits: line items per mode, expiry window, the smallest charge in euro. */
const MAX_LINE_ITEMS = { payment: 100, subscription: 20 };
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const MIN_CHARGE = 50;

export function recurringOf(value: Params, param: string): Recurring {
  const interval = oneOf(value.interval, `${param}[interval]`, INTERVALS, true)!;
  const count = integer(value.interval_count, `${param}[interval_count]`, { min: 1, max: 365 }) ?? 1;
  return { interval, interval_count: count };
}

function productId(catalog: Catalog, data: Params, param: string): string {
  const name = text(data.name, `${param}[name]`, { required: true })!;
  const id = newId('prod', 14);
  catalog.products.set(id, name);
  return id;
}

function itemOf(catalog: Catalog, raw: Params, i: number, mode: Session['mode']): LineItem {
  const param = `line_items[${i}]`;
  const quantity = integer(raw.quantity, `${param}[quantity]`, { required: true, min: 1, max: 999_999 })!;
  let p: Price;
  let name: string;
  if (raw.price !== undefined) {
    const id = text(raw.price, `${param}[price]`, { required: true })!;
    const found = catalog.prices.get(id);
    if (!found) throw noSuch('price', id, `${param}[price]`);
    p = found;
    name = catalog.products.get(p.product) ?? p.product;
  } else {
    const data = object(raw.price_data, `${param}[price_data]`);
    if (Object.keys(data).length === 0) {
      throw new StripeApiError(
        400,
        `You must specify either \`price\` or \`price_data\` in ${param}.`,
        param,
      );
    }
    const currency = text(data.currency, `${param}[price_data][currency]`, { required: true })!.toLowerCase();
    const unitAmount = integer(data.unit_amount, `${param}[price_data][unit_amount]`, {
      required: true,
      min: 0,
      max: 99_999_999,
    })!;
    const productData = object(data.product_data, `${param}[price_data][product_data]`);
    const product = text(data.product, `${param}[price_data][product]`);
    if (!product && Object.keys(productData).length === 0) missingProduct(param);
    const prod = product ?? productId(catalog, productData, `${param}[price_data][product_data]`);
    name = catalog.products.get(prod) ?? prod;
    const rec = object(data.recurring, `${param}[price_data][recurring]`);
    const recurring = Object.keys(rec).length ? recurringOf(rec, `${param}[price_data][recurring]`) : null;
    p = price({ currency, unitAmount, product: prod, recurring });
    catalog.prices.set(p.id, p);
  }
  if (p.recurring && mode === 'payment') {
    throw invalid(
      param,
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    );
  }
  return lineItem(p, name, quantity);
}

function missingProduct(param: string): never {
  throw missing(`${param}[price_data][product_data]`);
}

/** Spreads the discount over the items in proportion, as Stripe shows it per line; the rest on the last. */
function spreadDiscount(items: LineItem[], discount: number, subtotal: number) {
  let left = discount;
  items.forEach((item, i) => {
    const share =
      i === items.length - 1 ? left : Math.floor((discount * item.amount_subtotal) / (subtotal || 1));
    const d = Math.min(share, item.amount_subtotal, left);
    item.amount_discount = d;
    item.amount_total = item.amount_subtotal - d;
    left -= d;
  });
}

/** POST /v1/checkout/sessions: validated as Stripe does for the parameters the product sends. */
export function createSession(
  catalog: Catalog,
  body: Params,
  o: { apiVersion: string; baseUrl: string },
): Session {
  const mode = oneOf(body.mode, 'mode', MODES, true)!;
  const successUrl = text(body.success_url, 'success_url', { required: true, max: 5000 })!;
  const cancelUrl = text(body.cancel_url, 'cancel_url', { max: 5000 }) ?? null;
  const customer = text(body.customer, 'customer') ?? null;
  const customerEmail = text(body.customer_email, 'customer_email', { max: 800 }) ?? null;
  if (customer && customerEmail) {
    throw new StripeApiError(400, 'You may only specify one of these parameters: customer, customer_email.');
  }
  const created = now();
  const expiresAt = integer(body.expires_at, 'expires_at') ?? created + MAX_EXPIRY_S;
  if (expiresAt < created + MIN_EXPIRY_S) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (expiresAt > created + MAX_EXPIRY_S) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  const rawItems = list(body.line_items, 'line_items');
  if (rawItems.length === 0) throw missing('line_items');
  if (rawItems.length > MAX_LINE_ITEMS[mode]) {
    throw invalid(
      'line_items',
      `You may only specify up to ${MAX_LINE_ITEMS[mode]} line items in \`${mode}\` mode.`,
    );
  }
  const items = rawItems.map((raw, i) => itemOf(catalog, object(raw, `line_items[${i}]`), i, mode));
  if (mode === 'subscription' && !items.some((item) => item.price.recurring)) {
    throw invalid(
      'line_items',
      'You must provide at least one recurring price in `subscription` mode when using prices.',
    );
  }
  const currency = items[0].currency;
  if (items.some((item) => item.currency !== currency)) {
    throw invalid('line_items', 'All prices on a Checkout Session must have the same currency.');
  }
  const discounts = list(body.discounts, 'discounts');
  if (discounts.length > 1) throw invalid('discounts', 'You may only specify one discount.');
  let coupon: Coupon | null = null;
  if (discounts.length === 1) {
    const id = text(object(discounts[0], 'discounts[0]').coupon, 'discounts[0][coupon]', { required: true })!;
    coupon = catalog.coupons.get(id) ?? null;
    if (!coupon) throw noSuch('coupon', id, 'discounts[0][coupon]');
    if (coupon.currency && coupon.currency !== currency) {
      throw invalid(
        'discounts[0][coupon]',
        `The coupon's currency (${coupon.currency}) must match the session's.`,
      );
    }
  }
  const subtotal = items.reduce((sum, item) => sum + item.amount_subtotal, 0);
  const off = coupon ? (coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100)) : 0;
  const discount = Math.min(off, subtotal);
  spreadDiscount(items, discount, subtotal);
  const total = subtotal - discount;
  if (total > 0 && total < MIN_CHARGE) {
    throw invalid(
      'line_items',
      `The Checkout Session's total amount due must add up to at least €0.50 ${currency}`,
    );
  }
  const subscriptionData = object(body.subscription_data, 'subscription_data');
  const id = newId('cs_test', 58);
  return {
    id,
    created,
    expiresAt,
    mode,
    status: 'open',
    paymentStatus: total === 0 && mode === 'payment' ? 'no_payment_required' : 'unpaid',
    clientReferenceId: text(body.client_reference_id, 'client_reference_id', { max: 200 }) ?? null,
    customer,
    customerEmail,
    successUrl,
    cancelUrl,
    metadata: metadata(body.metadata),
    locale: text(body.locale, 'locale') ?? null,
    // allowed_payment_method_types since API 2026-10 (the SDK no longer sends payment_method_types)
    paymentMethodTypes: list(
      body.allowed_payment_method_types ?? body.payment_method_types,
      'allowed_payment_method_types',
    ).map((v, i) => text(v, `allowed_payment_method_types[${i}]`, { required: true })!),
    subscriptionMetadata: metadata(subscriptionData.metadata, 'subscription_data[metadata]'),
    lineItems: items,
    coupon,
    amountSubtotal: subtotal,
    amountDiscount: discount,
    amountTotal: total,
    paymentIntent: null,
    subscription: null,
    invoice: null,
    apiVersion: o.apiVersion,
    url: `${o.baseUrl}/c/pay/${id}`,
  };
}
