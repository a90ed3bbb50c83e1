import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { applyCheckoutEvent, CHECKOUT_EVENTS } from '../../lib/card-payment.ts';
import { paymentPaid } from '../../lib/paid-hooks.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import {
  companyByCustomer,
  companyExists,
  linkCustomer,
  lockObject,
  newerEventSeen,
  recordEvent,
  subscriptionByStripeId,
  upsertPayment,
  upsertSubscription,
} from './repository.ts';
import {
  currentPeriod,
  eventObjectId,
  invoiceCoupon,
  invoiceDiscount,
  invoiceSubscriptionId,
  type TEventEnvelope,
  toDate,
  toTimestamp,
  ZStripeCustomer,
  ZStripeInvoice,
  ZStripeSubscription,
} from './stripe-objects.ts';

/** What became of an event: its effects applied, a replay, older than the state, or not for us. */
export type WebhookResult = 'applied' | 'replayed' | 'stale' | 'ignored';

const CUSTOMER_EVENTS = ['customer.created', 'customer.updated'] as const;
const SUBSCRIPTION_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
const INVOICE_EVENTS = ['invoice.paid', 'invoice.payment_failed'] as const;

const has = (list: readonly string[], type: string) => list.includes(type);

interface Ctx {
  tx: Db;
  audit: AuditRecorder;
  log: FastifyBaseLogger;
  event: TEventEnvelope;
  ref: { id: string; created: number; objectId: string };
}

/**
 * Applies one verified event inside the caller's transaction. Every event id is recorded first,
 * so a replay does nothing; the events of one object are serialised by an advisory lock.
 */
export async function applyEvent(
  tx: Db,
  audit: AuditRecorder,
  log: FastifyBaseLogger,
  event: TEventEnvelope,
): Promise<WebhookResult> {
  const objectId = eventObjectId(event);
  const base = { id: event.id, created: event.created };
  if (!(await recordEvent(tx, { ...base, objectId, type: event.type }))) return 'replayed';
  const apply = handlerFor(event.type);
  // every other type is acknowledged: Stripe retries, then disables the endpoint, on anything but 2xx
  if (!apply) return 'ignored';
  if (objectId === null) {
    // an object of ours without id is malformed: a 400 would only make Stripe resend the same bytes
    log.warn({ event: event.id, type: event.type }, 'stripe event object without id');
    return 'ignored';
  }
  await lockObject(tx, objectId);
  return apply({ tx, audit, log, event, ref: { ...base, objectId } });
}

function handlerFor(type: string): ((ctx: Ctx) => Promise<WebhookResult>) | undefined {
  if (has(CUSTOMER_EVENTS, type)) return applyCustomer;
  if (has(SUBSCRIPTION_EVENTS, type)) return applySubscription;
  if (has(INVOICE_EVENTS, type)) return applyInvoice;
  // card payments of orders (and memberships): sessions the product created, in lib/ for the card routes too
  if (has(CHECKOUT_EVENTS, type)) {
    return (ctx) => applyCheckoutEvent(ctx.tx, ctx.audit, ctx.log, ctx.event.type, ctx.event.data.object);
  }
  return undefined;
}

function unreadable(ctx: Ctx, issues: unknown): WebhookResult {
  ctx.log.warn({ event: ctx.event.id, type: ctx.event.type, issues }, 'stripe event object not understood');
  return 'ignored';
}

async function applyCustomer(ctx: Ctx): Promise<WebhookResult> {
  const parsed = ZStripeCustomer.safeParse(ctx.event.data.object);
  if (!parsed.success) return unreadable(ctx, parsed.error.issues);
  const customer = parsed.data;
  if (await newerEventSeen(ctx.tx, ctx.ref, CUSTOMER_EVENTS)) return 'stale';
  const wanted = Number(customer.metadata?.company_id);
  if (Number.isInteger(wanted) && wanted > 0) {
    const company = await companyExists(ctx.tx, wanted);
    if (company) {
      if (company.customer !== customer.id) await linkCustomer(ctx.tx, company.id, customer.id);
      return 'applied';
    }
  }
  if (await companyByCustomer(ctx.tx, customer.id)) return 'applied';
  ctx.log.warn({ event: ctx.event.id, customer: customer.id }, 'stripe customer of no known company');
  return 'ignored';
}

async function applySubscription(ctx: Ctx): Promise<WebhookResult> {
  const parsed = ZStripeSubscription.safeParse(ctx.event.data.object);
  if (!parsed.success) return unreadable(ctx, parsed.error.issues);
  const sub = parsed.data;
  let companyId = await companyByCustomer(ctx.tx, sub.customer);
  if (companyId === undefined) {
    // a subscription created with metadata.company_id links its customer as customer.created would
    const wanted = Number(sub.metadata?.company_id);
    const company = Number.isInteger(wanted) && wanted > 0 ? await companyExists(ctx.tx, wanted) : undefined;
    if (company && !company.customer) {
      await linkCustomer(ctx.tx, company.id, sub.customer);
      companyId = company.id;
    }
  }
  if (companyId === undefined) {
    ctx.log.warn(
      { event: ctx.event.id, customer: sub.customer, subscription: sub.id },
      'stripe subscription of no known company',
    );
    return 'ignored';
  }
  const period = currentPeriod(sub);
  const applied = await upsertSubscription(ctx.tx, {
    stripeSubscriptionId: sub.id,
    companyId,
    status: sub.status,
    dateStart: toDate(period.start),
    dateEnd: toDate(period.end),
    trialEnd: toDate(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
    canceledAt: toTimestamp(sub.canceled_at),
    livemode: sub.livemode ?? ctx.event.livemode ?? false,
    stripeEventAt: new Date(ctx.event.created * 1000),
  });
  return applied ? 'applied' : 'stale';
}

async function applyInvoice(ctx: Ctx): Promise<WebhookResult> {
  const parsed = ZStripeInvoice.safeParse(ctx.event.data.object);
  if (!parsed.success) return unreadable(ctx, parsed.error.issues);
  const invoice = parsed.data;
  const stripeSubscriptionId = invoiceSubscriptionId(invoice);
  const subscriptionId = stripeSubscriptionId
    ? await subscriptionByStripeId(ctx.tx, stripeSubscriptionId)
    : undefined;
  if (subscriptionId === undefined) {
    ctx.log.warn(
      { event: ctx.event.id, invoice: invoice.id, subscription: stripeSubscriptionId },
      'stripe invoice of no known subscription',
    );
    return 'ignored';
  }
  if (await newerEventSeen(ctx.tx, ctx.ref, INVOICE_EVENTS)) return 'stale';
  const paid = ctx.event.type === 'invoice.paid';
  const paymentId = await upsertPayment(ctx.tx, {
    subscriptionId,
    stripeInvoiceId: invoice.id,
    status: paid ? 'paid' : 'failed',
    paidAt: paid ? toTimestamp(invoice.status_transitions?.paid_at ?? ctx.event.created) : null,
    // a failed attempt records what was due; a paid one what was paid
    amount: paid ? invoice.amount_paid : invoice.amount_due,
    couponCode: invoiceCoupon(invoice),
    discount: invoiceDiscount(invoice),
  });
  if (paid) await paymentPaid(ctx.tx, ctx.audit, paymentId);
  return 'applied';
}
