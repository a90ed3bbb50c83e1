/**
 * Switching an order's payment (card ↔ bank transfer) opens or expires a Stripe Checkout Session
 * each time: it counts in the public writes' limit of the client address, and in a limit of its own
 * per order whatever the address; past PUBLIC_WRITE_LIMIT in 10 minutes, 429 with Retry-After and
 * nothing more reaches Stripe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { completeIssuer, useCardTestApp } from '../../test/card-app.ts';
import { bookedOrder, MARIO } from '../../test/fixtures/booked-orders.ts';

const LIMIT = 20;
const { t, headers, card } = useCardTestApp({
  env: { PUBLIC_WRITE_LIMIT: String(LIMIT), TRUST_PROXY: '127.0.0.1' },
});
beforeAll(() => completeIssuer(t.app, headers));

const sw = (token: string, what: 'card' | 'bank-transfer', address: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/orders/${token}/${what}`,
    headers: { 'x-forwarded-for': address },
  });
const sessionsOpened = () => card.standin.requestsTo('POST', '/v1/checkout/sessions').length;

function expectLimited(res: Awaited<ReturnType<typeof sw>>, message: RegExp) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(res.json().message).toMatch(message);
}

describe('switching the payment of an order', () => {
  it('meets a 429 within 350 switches from one address, and Stripe sees no more sessions', async () => {
    const o = await bookedOrder(t.app, { participants: [MARIO], paymentMethod: 'bank_transfer' });
    const opened = sessionsOpened();
    const statuses: number[] = [];
    for (let i = 0; i < 350; i++) {
      const res = await sw(o.token, i % 2 === 0 ? 'card' : 'bank-transfer', '203.0.113.10');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expectLimited(res, /^Troppe richieste da questo indirizzo: riprovare tra \d+ minut[oi]$/);
      }
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.slice(LIMIT)).toEqual(Array(350 - LIMIT).fill(429));
    // one session per switch to card, and none once refused
    expect(sessionsOpened() - opened).toBe(LIMIT / 2);
  });

  it('counts with the bookings of the address: past the limit, another order of it is refused too', async () => {
    const other = await bookedOrder(t.app, { participants: [MARIO] });
    expectLimited(
      await sw(other.token, 'bank-transfer', '203.0.113.10'),
      /^Troppe richieste da questo indirizzo/,
    );
    // a booking from that address is refused as well
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: {},
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(booking.statusCode).toBe(429);
  });

  it('limits one order whatever the addresses its switches come from', async () => {
    const o = await bookedOrder(t.app, { participants: [MARIO] });
    for (let i = 0; i < LIMIT; i++) {
      const res = await sw(o.token, i % 2 === 0 ? 'card' : 'bank-transfer', `198.51.100.${i + 1}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    expectLimited(
      await sw(o.token, 'card', '198.51.100.200'),
      /^Troppi cambi del metodo di pagamento per questo ordine: riprovare tra \d+ minut[oi]$/,
    );
    // another order from a fresh address still switches
    const next = await bookedOrder(t.app, { participants: [MARIO] });
    expect((await sw(next.token, 'card', '198.51.100.201')).statusCode).toBe(200);
  });

  it('does not count a token of no order against any order', async () => {
    const res = await sw('x'.repeat(43), 'card', '192.0.2.77');
    expect(res.statusCode).toBe(404);
  });
});
