import { MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookableConference,
  bookingBody,
  bookingRows,
  coupon,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { type HostileContext, hostileCases } from '../../test/fixtures/booking-hostile.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Every byte the public sends is hostile: each body below is refused with a 4xx and an Italian
 * message naming the field, and none of them writes anything (orders, participants, transfers,
 * coupon uses, keys, mails).
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });

const x = {} as HostileContext;

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  x.country = await italy(t.app);
  x.c = await bookableConference(t.app);
  x.other = await bookableConference(t.app);
  x.noStreaming = await bookableConference(t.app, { streaming: false });
  await coupon(t.app, { code: 'SCADUTO', discount: 1000, validUntil: '2020-01-01' });
  await coupon(t.app, { code: 'ALTRA', discount: 1000, conferenceId: x.other.id });
  await coupon(t.app, { code: 'FINITO', discount: 1000, maxUses: 2, uses: 2 });
});

const body = (over: Record<string, unknown> = {}) => bookingBody(x.c.id, x.country, over);
const one = (over: Record<string, unknown>) => body({ participants: [participant(1, over)] });

describe('POST /api/public/orders refuses hostile bodies and writes nothing', () => {
  it.each(hostileCases(x))('%s', async (_name, make, status, field, message) => {
    const before = await bookingRows(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(make()),
    });
    expect(res.statusCode, res.body).toBe(status);
    const answer = res.json();
    expect(answer.status).toBe('error');
    // Italian, never a library's English
    expect(answer.message).not.toMatch(/\b(Invalid|Expected|Required|received|must)\b/);
    if (field) {
      expect(answer.errors, res.body).toHaveProperty([field]);
      expect(answer.errors[field]).not.toMatch(/\b(Invalid|Expected|Required|received)\b/);
      if (message) expect(answer.errors[field]).toBe(message);
    } else if (message) {
      expect(answer.message).toBe(message);
    }
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('refuses invalid JSON (400) and a body over 1 MiB (413), writing nothing', async () => {
    const before = await bookingRows(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"conference_id": 1,',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.badJson);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body(), website: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.bodyTooLarge);
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('answers the quote the same refusals, without consent', async () => {
    const quote = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/public/orders/quote', payload: payload as object });
    const ok = await quote({ ...body(), privacy_accepted: undefined });
    expect(ok.statusCode, ok.body).toBe(200);
    const priced = await quote({ ...body(), price: 1 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual({ price: MSG.unknownField });
    const honeypot = await quote({ ...body(), website: 'x' });
    expect(honeypot.statusCode).toBe(400);
    const unknown = await quote(one({ optionals: [{ id: x.other.cocktail, quantity: 1 }] }));
    expect(unknown.json().errors).toEqual({
      'participants.0.optionals.0.id': 'Extra non disponibile per questa conferenza',
    });
  });
});
