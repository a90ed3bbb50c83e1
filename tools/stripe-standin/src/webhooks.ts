import Stripe from 'stripe';
import type { StripeEvent } from './objects.ts';

/** One attempt to deliver an event: the endpoint's HTTP status (null when unreachable) and answer. */
export interface Delivery {
  event: StripeEvent;
  status: number | null;
  body: string;
}

// only the offline signing helper is used: no request ever goes to Stripe
const signer = new Stripe('sk_test_standin_signing_only');

/**
 * The events the stand-in generated, and their deliveries to the configured endpoint, each signed
 * with the endpoint's secret exactly as Stripe signs (`Stripe-Signature: t=…,v1=…`).
 */
export class Webhooks {
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  private pending = new Set<Promise<unknown>>();

  constructor(public endpoint: { url: string; secret: string } | null) {}

  /** Delivers now and answers when the endpoint did. */
  async deliver(event: StripeEvent): Promise<Delivery> {
    if (!this.events.includes(event)) this.events.push(event);
    const delivery: Delivery = { event, status: null, body: '' };
    this.deliveries.push(delivery);
    if (!this.endpoint) {
      delivery.body = 'no webhook endpoint configured';
      return delivery;
    }
    // each attempt is signed anew, with its own timestamp, as Stripe's retries are
    const payload = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: this.endpoint.secret });
    try {
      const res = await fetch(this.endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      delivery.status = res.status;
      delivery.body = await res.text();
    } catch (err) {
      delivery.body = String(err);
    }
    return delivery;
  }

  /** Delivers in the background (as Stripe does after an API call); `idle()` waits for it. */
  deliverLater(event: StripeEvent) {
    this.events.push(event);
    const p = this.deliver(event).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** Sends an event again (a duplicate delivery, as Stripe's at-least-once delivery may). */
  resend(eventId: string): Promise<Delivery> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return this.deliver(event);
  }

  /** The events of one type, oldest first. */
  ofType(type: string) {
    return this.events.filter((e) => e.type === type);
  }

  async idle() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
