import { customer, invoice, periodEnd, subscription } from './billing-objects.ts';
import type { Session } from './checkout.ts';
import { newId, now } from './ids.ts';
import { event, type StripeEvent } from './objects.ts';
import { sessionObject } from './session-object.ts';
import type { Store } from './store.ts';
import type { Delivery, Webhooks } from './webhooks.ts';

/**
 * The customer paid on the hosted page. Payment mode: the session completes, paid (or nothing to
 * pay), with its PaymentIntent. Subscription mode: the customer (created unless the session named
 * one), an active subscription of the recurring items and its first invoice, paid. The events go
 * out one after another, each awaited, in the order the product's handlers need them:
 * customer.created, customer.subscription.created, invoice.paid, invoice.payment_succeeded,
 * then checkout.session.completed.
 */
export async function completeSession(store: Store, webhooks: Webhooks, s: Session): Promise<Delivery[]> {
  const events: StripeEvent[] = [];
  const at = now();
  s.status = 'complete';
  if (s.mode === 'payment') {
    s.paymentStatus = s.amountTotal > 0 ? 'paid' : 'no_payment_required';
    s.paymentIntent = s.amountTotal > 0 ? newId('pi') : null;
  } else {
    let cust = s.customer ? store.customers.get(s.customer) : undefined;
    if (!cust) {
      cust = customer({ email: s.customerEmail });
      store.customers.set(cust.id, cust);
      events.push(event('customer.created', cust, s.apiVersion));
    }
    s.customer = cust.id;
    const recurring = s.lineItems.filter((li) => li.price.recurring);
    const sub = subscription({
      customer: cust.id,
      items: recurring,
      metadata: s.subscriptionMetadata,
      start: at,
      end: periodEnd(at, recurring[0].price.recurring!),
    });
    const inv = invoice({
      customer: cust,
      subscription: sub,
      items: s.lineItems,
      subtotal: s.amountSubtotal,
      discount: s.amountDiscount,
      paidAt: at,
    });
    sub.latest_invoice = inv.id;
    store.subscriptions.set(sub.id, sub);
    store.invoices.set(inv.id, inv);
    s.subscription = sub.id;
    s.invoice = inv.id;
    s.paymentStatus = 'paid';
    events.push(event('customer.subscription.created', sub, s.apiVersion));
    events.push(event('invoice.paid', inv, s.apiVersion));
    events.push(event('invoice.payment_succeeded', inv, s.apiVersion));
  }
  events.push(event('checkout.session.completed', sessionObject(s), s.apiVersion));
  const deliveries: Delivery[] = [];
  for (const e of events) deliveries.push(await webhooks.deliver(e));
  return deliveries;
}

/** The session expires (Stripe's own expiry, or POST …/expire): checkout.session.expired. */
export async function expireSession(
  webhooks: Webhooks,
  s: Session,
  opts: { background?: boolean } = {},
): Promise<Delivery[]> {
  s.status = 'expired';
  const e = event('checkout.session.expired', sessionObject(s), s.apiVersion);
  if (opts.background) {
    webhooks.deliverLater(e);
    return [];
  }
  return [await webhooks.deliver(e)];
}
