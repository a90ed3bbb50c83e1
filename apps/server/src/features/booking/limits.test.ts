import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { publicWriteHits } from '../../db/schema/index.ts';
import {
  bookableConference,
  bookingBody,
  bookingRows,
  italy,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Public writes per client address: PUBLIC_WRITE_LIMIT bookings per 10 minutes, counted in the
 * database (every instance sees them), quotes and reads ten times that; past it 429 in Italian
 * with Retry-After. Behind a trusted proxy the address is X-Forwarded-For's.
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' } });

let body: ReturnType<typeof bookingBody>;
let conferenceId: number;

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  const c = await bookableConference(t.app);
  conferenceId = c.id;
  body = bookingBody(c.id, await italy(t.app));
});

const from = (address: string) => ({ 'x-forwarded-for': address });

function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { message: string };
}) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(res.json().message).toMatch(/^Troppe richieste da questo indirizzo: riprovare tra \d+ minut[oi]$/);
}

describe('PUBLIC_WRITE_LIMIT', () => {
  it('counts every booking attempt of an address, refused ones too, and answers 429 past the limit, writing nothing', async () => {
    const book = (payload: unknown, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/public/orders', payload: payload as object, headers });
    expect((await book(body, from('203.0.113.1'))).statusCode).toBe(201);
    expect((await book({ ...body, price: 0 }, from('203.0.113.1'))).statusCode).toBe(400);
    expect((await book(body, from('203.0.113.1'))).statusCode).toBe(201);
    const before = await bookingRows(t.app);
    expectLimited(await book(body, from('203.0.113.1')));
    expect(await bookingRows(t.app)).toEqual(before);
    // another address has its own count
    expect((await book(body, from('203.0.113.2'))).statusCode).toBe(201);
  });

  it('forgets the attempts older than 10 minutes', async () => {
    const old = new Date(Date.now() - 11 * 60 * 1000);
    await t.app.db
      .insert(publicWriteHits)
      .values(
        Array.from({ length: 5 }, () => ({ bucket: 'public_write', address: '203.0.113.7', createdAt: old })),
      );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: body,
      headers: from('203.0.113.7'),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('shares the count between instances on one database', async () => {
    const second = await buildApp(
      loadConfig({ PUBLIC_WRITE_LIMIT: '3', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'silent' }),
      t.database,
      { logger: false, loadShedding: false },
    );
    try {
      for (const [app, status] of [
        [t.app, 201],
        [second, 201],
        [t.app, 201],
        [second, 429],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/public/orders',
          payload: body,
          headers: from('198.51.100.9'),
        });
        expect(res.statusCode).toBe(status);
      }
    } finally {
      await second.mail.worker.stop();
      await second.close();
    }
  });

  it('lets an address read and quote ten times the limit, each counted on its own, then 429', async () => {
    const headers = from('192.0.2.50');
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ url: `/api/public/conferences/${conferenceId}`, headers });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(await t.app.inject({ url: '/api/public/conferences', headers }));
    const quote = () =>
      t.app.inject({ method: 'POST', url: '/api/public/orders/quote', payload: body, headers });
    for (let i = 0; i < 30; i++) expect((await quote()).statusCode).toBe(200);
    expectLimited(await quote());
    expect(
      (await t.app.inject({ url: '/api/public/conferences', headers: from('192.0.2.51') })).statusCode,
    ).toBe(200);
  });

  it('lets an address read the reference data (countries, the association, its logo) ten times the limit, then 429', async () => {
    const headers = from('192.0.2.60');
    const urls = ['/api/public/countries', '/api/public/association', '/api/public/association/logo'];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ url: urls[i % 3], headers });
      // no logo set: 404, still a read
      expect(res.statusCode, urls[i % 3]).toBe(urls[i % 3].endsWith('logo') ? 404 : 200);
    }
    for (const url of urls) expectLimited(await t.app.inject({ url, headers }));
    expect((await t.app.inject({ url: urls[0], headers: from('192.0.2.61') })).statusCode).toBe(200);
  });
});
