/**
 * A booking paid by card (payment_method "card", STRIPE_SECRET_KEY set): the answer is the
 * checkout page of a session the product opened with the official SDK against the local Stripe
 * stand-in; the order page shows it until the stand-in's signed event marks the order paid.
 */
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, manualTransfers, orders } from '../../db/schema/index.ts';
import { completeIssuer, useCardTestApp } from '../../test/card-app.ts';
import { bookableConference, bookingBody, italy, setUpIssuer } from '../../test/fixtures/booking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const { t, headers, card } = useCardTestApp({ env: { PUBLIC_WRITE_LIMIT: '1000' } });

let country: number;
let conference: Awaited<ReturnType<typeof bookableConference>>;

beforeAll(async () => {
  await setUpIssuer(t.app);
  await completeIssuer(t.app, headers);
  country = await italy(t.app);
  conference = await bookableConference(t.app);
});

const book = (app: TestApp['app'], payload: object, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/public/orders', payload, headers: extra });
const tokenOf = (url: string) => url.split('/').pop() as string;
const orderPage = async (token: string) =>
  (await t.app.inject({ url: `/api/public/orders/${token}` })).json();

describe('a booking paid by card', () => {
  it('tells the site that card payments are available', async () => {
    const res = await t.app.inject({ url: '/api/public/association' });
    expect(res.json().association.card_payments).toBe(true);
  });

  it('answers the checkout page of a session for the order; no transfer is made; a retry gets the same page', async () => {
    const key = 'prenotazione-carta-1';
    const res = await book(t.app, bookingBody(conference.id, country, { payment_method: 'card' }), {
      'Idempotency-Key': key,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({ price: 45_000, status: 'awaiting_payment' });
    expect(body.payment).toEqual({
      method: 'card',
      checkout_url: expect.stringMatching(new RegExp(`^${card.standin.url}/c/pay/cs_test_`)),
    });
    const orderId = body.order.order_id as number;
    const [sent] = card.standin.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent.body).toMatchObject({ mode: 'payment', client_reference_id: String(orderId) });

    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'card' });
    expect(row.dueDate).not.toBeNull();
    expect(await t.app.db.select().from(manualTransfers).where(eq(manualTransfers.orderId, orderId))).toEqual(
      [],
    );
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(orderId))));
    expect(mail.text).toContain('Hai scelto di pagare con carta');
    expect(mail.text).not.toContain('IBAN');
    expect(mail.text).toContain(body.order_url);

    const again = await book(t.app, bookingBody(conference.id, country, { payment_method: 'card' }), {
      'Idempotency-Key': key,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().payment).toEqual(body.payment);
    expect(
      await t.app.db
        .select()
        .from(orders)
        .where(eq(orders.id, orderId + 1)),
    ).toEqual([]);

    const page = await orderPage(tokenOf(body.order_url));
    expect(page.payment).toEqual(body.payment);
  });

  it('once Stripe says it is paid, the order page reads paid with its invoice', async () => {
    const res = await book(t.app, bookingBody(conference.id, country, { payment_method: 'card' }));
    expect(res.statusCode, res.body).toBe(201);
    const { order_url, payment } = res.json();
    await card.standin.pay(payment.checkout_url.split('/').pop());
    const page = await orderPage(tokenOf(order_url));
    expect(page.order.status).toBe('paid');
    expect(page.payment).toBeNull();
    expect(page.invoices).toHaveLength(1);
    const pdf = await t.app.inject({ url: new URL(page.invoices[0].pdf_url).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('switching to a bank transfer from the order page shows the transfer there', async () => {
    const res = await book(t.app, bookingBody(conference.id, country, { payment_method: 'card' }));
    const token = tokenOf(res.json().order_url);
    const transfer = await t.app.inject({ method: 'POST', url: `/api/public/orders/${token}/bank-transfer` });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect((await orderPage(token)).payment).toEqual(transfer.json().payment);
    expect(transfer.json().payment).toMatchObject({ method: 'bank_transfer', amount: 45_000 });
  });
});

describe('a card booking while Stripe does not answer', () => {
  let down: TestApp;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
    });
    down = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_down',
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
    await setUpIssuer(down.app);
  });
  afterAll(() => down?.close());

  it('keeps the booking (201, no payment yet): its page offers card and transfer again', async () => {
    const c = await bookableConference(down.app);
    const res = await book(down.app, bookingBody(c.id, await italy(down.app), { payment_method: 'card' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ order: { status: 'awaiting_payment' }, payment: null });
    const page = await down.app.inject({ url: `/api/public/orders/${tokenOf(res.json().order_url)}` });
    expect(page.json()).toMatchObject({ order: { status: 'awaiting_payment' }, payment: null });
  });
});
