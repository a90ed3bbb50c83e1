/**
 * Every correctly signed event gets a 2xx, whatever its type and object: Stripe retries anything
 * else for days and then disables the endpoint. Payloads are shaped as Stripe sends them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { customer, signedHeaders, T } from './fixtures.ts';

const SECRET = 'whsec_test_secret_event_types';

const { t } = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET }, as: null });

let seq = 0;
/** An event as Stripe sends it (API 2025-10-29.clover), request from the dashboard or an API call. */
function stripeEvent(type: string, object: Record<string, unknown>) {
  seq++;
  return {
    id: `evt_1Qtype${seq.toString().padStart(4, '0')}AbCdEf`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 2,
    request: { id: seq % 2 ? `req_${seq}XyZ` : null, idempotency_key: seq % 2 ? `idem-${seq}` : null },
    type,
  };
}

const post = (payload: string, secret = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: signedHeaders(payload, secret),
    payload,
  });
const send = (evt: unknown) => post(JSON.stringify(evt));

const acknowledged = async (evt: unknown, result = 'ignored') => {
  const res = await send(evt);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ status: 'success', result });
};

/** Rows of the tables the events may change (stripe_events only records the ids seen). */
async function state() {
  const res = (await t.app.db.execute(sql`select
    (select count(*) from subscriptions)::int as subscriptions,
    (select count(*) from payments)::int as payments,
    (select count(*) from companies where stripe_customer_id is not null)::int as linked`)) as unknown as {
    rows: Record<string, number>[];
  };
  return res.rows[0];
}

const balance = {
  object: 'balance',
  available: [{ amount: 125_000, currency: 'eur', source_types: { card: 120_000, bank_account: 5_000 } }],
  connect_reserved: [{ amount: 0, currency: 'eur' }],
  livemode: false,
  pending: [{ amount: 48_800, currency: 'eur', source_types: { card: 48_800 } }],
};

/** An upcoming invoice is a preview: Stripe gives it no id. */
const upcomingInvoice = {
  object: 'invoice',
  account_country: 'IT',
  amount_due: 50_000,
  amount_paid: 0,
  amount_remaining: 50_000,
  billing_reason: 'upcoming',
  collection_method: 'charge_automatically',
  created: T('2026-12-08T08:00:00Z'),
  currency: 'eur',
  customer: 'cus_RkUpcoming01',
  lines: { object: 'list', data: [], has_more: false, total_count: 1, url: '/v1/invoices/upcoming/lines' },
  livemode: false,
  next_payment_attempt: T('2027-01-15T09:00:00Z'),
  parent: {
    quote_details: null,
    subscription_details: { metadata: {}, subscription: 'sub_RkUpcoming01' },
    type: 'subscription_details',
  },
  period_end: T('2027-01-15T08:00:00Z'),
  period_start: T('2026-01-15T08:00:00Z'),
  status: 'draft',
  subtotal: 50_000,
  total: 50_000,
};

const cashBalance = {
  object: 'cash_balance',
  available: { eur: 20_000 },
  customer: 'cus_RkCash01',
  livemode: false,
  settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
};

const payout = {
  id: 'po_1QxPayout01AbCd',
  object: 'payout',
  amount: 173_800,
  application_fee: null,
  application_fee_amount: null,
  arrival_date: T('2026-02-03T00:00:00Z'),
  automatic: true,
  balance_transaction: 'txn_1QxPayout01AbCd',
  created: T('2026-02-01T06:00:00Z'),
  currency: 'eur',
  description: 'STRIPE PAYOUT',
  destination: 'ba_1QxBank01AbCd',
  failure_balance_transaction: null,
  failure_code: null,
  failure_message: null,
  livemode: false,
  metadata: {},
  method: 'standard',
  original_payout: null,
  reconciliation_status: 'completed',
  reversed_by: null,
  source_type: 'card',
  statement_descriptor: null,
  status: 'paid',
  trace_id: { status: 'supported', value: 'IT12A0306909606100000012345' },
  type: 'bank_account',
};

/** `object id-prefix event types…`: event types the product does not use, with their object. */
const GENERIC = `
account acct account.updated account.external_account.created
application app account.application.authorized account.application.deauthorized
application_fee fee application_fee.created application_fee.refunded
billing_portal.configuration bpc billing_portal.configuration.created billing_portal.configuration.updated
billing_portal.session bps billing_portal.session.created
capability acct_cap capability.updated
charge ch charge.captured charge.expired charge.failed charge.pending charge.refunded charge.succeeded charge.updated
dispute dp charge.dispute.created charge.dispute.closed charge.dispute.funds_withdrawn
refund re charge.refund.updated refund.created refund.updated refund.failed
checkout.session cs checkout.session.completed checkout.session.expired checkout.session.async_payment_succeeded
checkout.session cs checkout.session.async_payment_failed
coupon co coupon.created coupon.updated coupon.deleted
credit_note cn credit_note.created credit_note.voided
discount di customer.discount.created customer.discount.deleted
subscription sub customer.subscription.trial_will_end customer.subscription.paused customer.subscription.resumed
subscription sub customer.subscription.pending_update_applied customer.subscription.pending_update_expired
tax_id txi customer.tax_id.created customer.tax_id.updated
customer_cash_balance_transaction ccsbtxn customer_cash_balance_transaction.created
invoice in invoice.created invoice.deleted invoice.finalized invoice.finalization_failed invoice.marked_uncollectible
invoice in invoice.overdue invoice.payment_action_required invoice.payment_succeeded invoice.sent invoice.updated
invoice in invoice.voided invoice.will_be_due
invoiceitem ii invoiceitem.created invoiceitem.deleted
invoice_payment inpay invoice_payment.paid
mandate mandate mandate.updated
payment_intent pi payment_intent.created payment_intent.succeeded payment_intent.payment_failed
payment_intent pi payment_intent.processing payment_intent.requires_action payment_intent.canceled
payment_intent pi payment_intent.amount_capturable_updated payment_intent.partially_funded
payment_link plink payment_link.created payment_link.updated
payment_method pm payment_method.attached payment_method.detached payment_method.updated
payout po payout.created payout.updated payout.failed payout.canceled payout.reconciliation_completed
plan plan plan.created plan.updated plan.deleted
price price price.created price.updated price.deleted
product prod product.created product.updated product.deleted
promotion_code promo promotion_code.created promotion_code.updated
quote qt quote.created quote.finalized quote.accepted
radar.early_fraud_warning issfr radar.early_fraud_warning.created radar.early_fraud_warning.updated
review prv review.opened review.closed
setup_intent seti setup_intent.created setup_intent.succeeded setup_intent.setup_failed setup_intent.canceled
subscription_schedule sub_sched subscription_schedule.created subscription_schedule.released
tax.settings taxset tax.settings.updated
tax_rate txr tax_rate.created tax_rate.updated
test_helpers.test_clock clock test_helpers.test_clock.ready test_helpers.test_clock.advancing
topup tu topup.succeeded topup.failed
transfer tr transfer.created transfer.reversed
billing.alert alrt billing.alert.triggered
entitlements.active_entitlement_summary ent entitlements.active_entitlement_summary.updated
identity.verification_session vs identity.verification_session.verified
file file file.created
`
  .trim()
  .split('\n')
  .flatMap((line) => {
    const [object, prefix, ...types] = line.split(' ');
    return types.map((type) => ({ type, object, prefix }));
  });

describe('events the product does not use', () => {
  it('objects without id (balance.available, invoice.upcoming, cash_balance.funds_available): 200', async () => {
    const before = await state();
    await acknowledged(stripeEvent('balance.available', balance));
    await acknowledged(stripeEvent('invoice.upcoming', upcomingInvoice));
    await acknowledged(stripeEvent('cash_balance.funds_available', cashBalance));
    expect(await state()).toEqual(before);
  });

  it('payout.paid and a customer.created of no company: 200, nothing changes', async () => {
    const before = await state();
    await acknowledged(stripeEvent('payout.paid', payout));
    await acknowledged(stripeEvent('customer.created', customer('cus_RkNobody01')));
    expect(await state()).toEqual(before);
  });

  it(`${GENERIC.length} other event types, each with a minimal object: 200 and ignored`, async () => {
    expect(GENERIC.length).toBeGreaterThan(100);
    const before = await state();
    for (const { type, object, prefix } of GENERIC) {
      await acknowledged(stripeEvent(type, { id: `${prefix}_1QxGeneric${seq}`, object }));
    }
    expect(await state()).toEqual(before);
  });

  it('an event delivered twice is recorded once (replayed), even without an object id', async () => {
    const evt = stripeEvent('balance.available', balance);
    await acknowledged(evt);
    await acknowledged(evt, 'replayed');
  });
});

describe('malformed events', () => {
  it('a handled type whose object has no id is acknowledged and ignored, not 4xx/5xx', async () => {
    const before = await state();
    await acknowledged(stripeEvent('invoice.paid', upcomingInvoice));
    await acknowledged(stripeEvent('customer.subscription.updated', { object: 'subscription' }));
    await acknowledged(stripeEvent('customer.updated', { id: 42, object: 'customer' }));
    expect(await state()).toEqual(before);
  });

  it('a signed body that is JSON but no event is acknowledged; a bad signature still is 400', async () => {
    const res = await post(JSON.stringify({ hello: 'world' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: 'ignored' });
    const payload = JSON.stringify(stripeEvent('balance.available', balance));
    const bad = await post(payload, 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', message: 'Firma Stripe non valida' });
  });
});
