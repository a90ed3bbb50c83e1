import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandin, startStripeStandin } from './index.ts';

/**
 * The stand-in driven by the official SDK as the product drives it, and its events checked by
 * the SDK's own signature verification on a plain HTTP receiver.
 */

const KEY = 'sk_test_standin_suite';
const SECRET = 'whsec_standin_suite';
let standin: StripeStandin;
let receiver: Server;
const received: Stripe.Event[] = [];
let sdk: Stripe;

beforeAll(async () => {
  const verifier = new Stripe('sk_unused');
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const event = verifier.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          SECRET,
        );
        received.push(event);
        res.writeHead(200).end('{"received":true}');
      } catch {
        res.writeHead(400).end('bad signature');
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  standin = await startStripeStandin({
    apiKey: KEY,
    webhook: { url: `http://127.0.0.1:${port}/`, secret: SECRET },
  });
  const url = new URL(standin.url);
  sdk = new Stripe(KEY, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standin.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const paymentParams = (over: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  ({
    mode: 'payment',
    client_reference_id: '42',
    customer_email: 'booker@example.it',
    success_url: 'http://shop.test/ok?s={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/ko',
    metadata: { order_id: '42' },
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 30_000, product_data: { name: 'Quota – Mario Rossi' } },
      },
      {
        quantity: 2,
        price_data: { currency: 'eur', unit_amount: 4_500, product_data: { name: 'Cena – Mario Rossi' } },
      },
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 0, product_data: { name: 'Workshop' } } },
    ],
    ...over,
  }) as Stripe.Checkout.SessionCreateParams;

describe('Checkout Sessions in payment mode', () => {
  it('creates a session as Stripe answers it and records the form the SDK sent', async () => {
    const coupon = await sdk.coupons.create({
      amount_off: 3_900,
      currency: 'eur',
      duration: 'once',
      name: 'Sconto',
    });
    const session = await sdk.checkout.sessions.create(paymentParams({ discounts: [{ coupon: coupon.id }] }));
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 39_000,
      amount_total: 35_100,
      total_details: { amount_discount: 3_900 },
      client_reference_id: '42',
      currency: 'eur',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standin.url}/c/pay/${session.id}`);
    const [sent] = standin.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.headers.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      metadata: { order_id: '42' },
      discounts: [{ coupon: coupon.id }],
      line_items: [
        { quantity: '1', price_data: { currency: 'eur', unit_amount: '30000' } },
        { quantity: '2', price_data: { unit_amount: '4500', product_data: { name: 'Cena – Mario Rossi' } } },
        { quantity: '1', price_data: { unit_amount: '0' } },
      ],
    });
    const items = await sdk.checkout.sessions.listLineItems(session.id);
    expect(items.data.map((i) => [i.description, i.quantity, i.amount_subtotal])).toEqual([
      ['Quota – Mario Rossi', 1, 30_000],
      ['Cena – Mario Rossi', 2, 9_000],
      ['Workshop', 1, 0],
    ]);
  });

  it('refuses a wrong key (401) and bad parameters (400 with the param) as Stripe does', async () => {
    const url = new URL(standin.url);
    const wrong = new Stripe('sk_test_wrong', { host: url.hostname, port: url.port, protocol: 'http' });
    await expect(wrong.checkout.sessions.create(paymentParams())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const noCurrency = paymentParams({
      line_items: [{ quantity: 1, price_data: { unit_amount: 100, product_data: { name: 'x' } } as never }],
    });
    await expect(sdk.checkout.sessions.create(noCurrency)).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items[0][price_data][currency]',
    });
    await expect(
      sdk.checkout.sessions.create(paymentParams({ expires_at: Math.floor(Date.now() / 1000) + 60 })),
    ).rejects.toMatchObject({ statusCode: 400, param: 'expires_at' });
  });

  it('an Idempotency-Key answers the first session again', async () => {
    const a = await sdk.checkout.sessions.create(paymentParams(), { idempotencyKey: 'same-key' });
    const b = await sdk.checkout.sessions.create(paymentParams(), { idempotencyKey: 'same-key' });
    expect(b.id).toBe(a.id);
  });

  it('the hosted page pays: the signed event, then the browser back to success_url', async () => {
    const session = await sdk.checkout.sessions.create(paymentParams());
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('>Paga</button>');
    expect(html).toContain('>Annulla</button>');
    expect(html).toContain('Cena – Mario Rossi');
    const cancel = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('http://shop.test/ko');
    const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`http://shop.test/ok?s=${session.id}`);
    const event = received.at(-1)!;
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 39_000,
      client_reference_id: '42',
    });
    expect((event.data.object as Stripe.Checkout.Session).payment_intent).toMatch(/^pi_/);
    expect((await sdk.checkout.sessions.retrieve(session.id)).status).toBe('complete');
    await expect(sdk.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('expire: the session closes and checkout.session.expired follows', async () => {
    const session = await sdk.checkout.sessions.create(paymentParams());
    const expired = await sdk.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await standin.webhooks.idle();
    expect(received.at(-1)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: session.id } },
    });
    const pay = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(409);
  });
});

describe('Checkout Sessions in subscription mode', () => {
  it('pays a yearly price: customer, subscription and paid invoice, each sent as the product syncs them', async () => {
    const price = await sdk.prices.create({
      currency: 'eur',
      unit_amount: 50_000,
      recurring: { interval: 'year' },
      product_data: { name: 'Membership annuale' },
    });
    const session = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'admin@studio.example.it',
      success_url: 'http://shop.test/ok',
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { metadata: { company_id: '7' } },
    });
    const before = received.length;
    const deliveries = await standin.pay(session.id);
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    const types = received.slice(before).map((e) => e.type);
    expect(types).toEqual([
      'customer.created',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    const done = await sdk.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const sub = await sdk.subscriptions.retrieve(done.subscription as string);
    expect(sub).toMatchObject({ status: 'active', customer: done.customer, metadata: { company_id: '7' } });
    expect(sub.items.data[0]).toMatchObject({ price: { id: price.id, unit_amount: 50_000 } });
    const invoice = received.find((e) => e.type === 'invoice.paid')!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      amount_paid: 50_000,
      parent: { subscription_details: { subscription: sub.id } },
    });
  });

  it('refuses a one-time price in subscription mode and a recurring one in payment mode', async () => {
    await expect(
      sdk.checkout.sessions.create({
        mode: 'subscription',
        success_url: 'http://shop.test/ok',
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } } },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    await expect(
      sdk.checkout.sessions.create({
        mode: 'payment',
        success_url: 'http://shop.test/ok',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: 100,
              product_data: { name: 'x' },
              recurring: { interval: 'year' },
            },
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
