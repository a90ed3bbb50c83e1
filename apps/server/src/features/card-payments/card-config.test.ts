/**
 * Card payments as configured: off without STRIPE_SECRET_KEY (the transfer still works), and a
 * Stripe that does not answer leaves the order as it was and says so in Italian.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { bookedOrder, LUCIA } from '../../test/fixtures/booked-orders.ts';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });

const post = (app: TestApp, token: string, what: 'card' | 'bank-transfer') =>
  app.app.inject({ method: 'POST', url: `/api/public/orders/${token}/${what}` });

describe('without STRIPE_SECRET_KEY', () => {
  it('"Paga con carta" is not available (409); the bank transfer is', async () => {
    const o = await bookedOrder(t.app, { participants: [LUCIA] });
    const res = await post(t, o.token, 'card');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'Pagamento con carta non disponibile' });
    const transfer = await post(t, o.token, 'bank-transfer');
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json().payment).toMatchObject({ method: 'bank_transfer', amount: o.price });
  });
});

describe('a Stripe that does not answer', () => {
  let down: TestApp;
  beforeAll(async () => {
    // a port nobody listens on: taken, then released
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
  });
  afterAll(() => down?.close());

  it('answers 503 in Italian and leaves the order as it was', async () => {
    const o = await bookedOrder(down.app, { participants: [LUCIA] });
    const res = await post(down, o.token, 'card');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      'Il pagamento con carta non risponde: riprovare tra qualche minuto o pagare con bonifico',
    );
    const [row] = await down.app.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'bank_transfer', version: 1 });
  });
});
