import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookableConference,
  bookingBody,
  bookingRows,
  italy,
  member,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/** A retried booking with the same Idempotency-Key answers the first result and books nothing more. */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000', TRUST_PROXY: '127.0.0.1' } });

let country: number;
let conference: Awaited<ReturnType<typeof bookableConference>>;

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  conference = await bookableConference(t.app);
});

const book = (payload: unknown, key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: payload as object,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
  });
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, and books once', async () => {
    const body = bookingBody(conference.id, country);
    const before = await bookingRows(t.app);
    const first = await book(body, 'prenotazione-1');
    expect(first.statusCode, first.body).toBe(201);
    const retry = await book(body, 'prenotazione-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const after = await bookingRows(t.app);
    expect(after.orders - before.orders).toBe(1);
    expect(after.mails - before.mails).toBe(1);
    expect(after.keys - before.keys).toBe(1);
  });

  it('refuses the same key with another body (409), and a key that is not printable or too long (400)', async () => {
    const first = await book(bookingBody(conference.id, country), 'prenotazione-2');
    expect(first.statusCode).toBe(201);
    const before = await bookingRows(t.app);
    const other = await book(
      bookingBody(conference.id, country, { participants: [participant(2)] }),
      'prenotazione-2',
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/^Idempotency-Key già usata per una prenotazione diversa/);
    for (const key of ['', ' spazio', 'x'.repeat(201), 'àccento']) {
      const res = await book(bookingBody(conference.id, country), key);
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().errors).toHaveProperty('Idempotency-Key');
    }
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('books once when ten copies arrive at the same time', async () => {
    const body = bookingBody(conference.id, country, { participants: [participant(3)] });
    const before = await bookingRows(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(body, 'stesso-invio')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().order.order_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().payment.reference)).size).toBe(1);
    const after = await bookingRows(t.app);
    expect(after.orders - before.orders).toBe(1);
    expect(after.transfers - before.transfers).toBe(1);
  });

  it('keeps no key of a refused booking: a retry after the refusal is tried again', async () => {
    const full = await bookableConference(t.app, { seats: 0 });
    const before = await bookingRows(t.app);
    const refused = await book(bookingBody(full.id, country), 'dopo-rifiuto');
    expect(refused.statusCode).toBe(409);
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('belongs to its client address: another address with the same key and body books its own, never gets the first answer', async () => {
    const body = bookingBody(conference.id, country, { participants: [participant(4)] });
    const first = await book(body, 'chiave-condivisa', from('203.0.113.20'));
    expect(first.statusCode, first.body).toBe(201);
    const before = await bookingRows(t.app);
    const stranger = await book(body, 'chiave-condivisa', from('198.51.100.20'));
    expect(stranger.statusCode, stranger.body).toBe(201);
    expect(stranger.headers['idempotent-replayed']).toBeUndefined();
    expect(stranger.json().order.order_id).not.toBe(first.json().order.order_id);
    expect(stranger.json().order_url).not.toBe(first.json().order_url);
    expect(stranger.body).not.toContain(first.json().order_url);
    expect(stranger.json().payment.reference).not.toBe(first.json().payment.reference);
    expect((await bookingRows(t.app)).orders - before.orders).toBe(1);
    // the first client's retry still gets its own answer, and the stranger's retry its own
    const retry = await book(body, 'chiave-condivisa', from('203.0.113.20'));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const strangerRetry = await book(body, 'chiave-condivisa', from('198.51.100.20'));
    expect(strangerRetry.json()).toEqual(stranger.json());
    // another body under a key the stranger never used is the stranger's first booking, not a 409
    const other = await book(
      bookingBody(conference.id, country, { participants: [participant(5)] }),
      'chiave-condivisa',
      from('192.0.2.20'),
    );
    expect(other.statusCode, other.body).toBe(201);
  });

  it("belongs to a member's session, whatever the address; another member or nobody books their own", async () => {
    const m = await member(t.app, 'active');
    const body = bookingBody(conference.id, country, { participants: [participant(6)] });
    const first = await book(body, 'chiave-socio', { ...m.headers, ...from('203.0.113.30') });
    expect(first.statusCode, first.body).toBe(201);
    // the same session from another address (a phone changing network) gets its answer back
    const moved = await book(body, 'chiave-socio', { ...m.headers, ...from('198.51.100.30') });
    expect(moved.headers['idempotent-replayed']).toBe('true');
    expect(moved.json()).toEqual(first.json());
    // nobody signed in, from the member's own address, and another member: their own bookings
    const anonymous = await book(body, 'chiave-socio', from('203.0.113.30'));
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.json().order.order_id).not.toBe(first.json().order.order_id);
    const other = await member(t.app, 'active');
    const theirs = await book(body, 'chiave-socio', { ...other.headers, ...from('203.0.113.30') });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().order.order_id).not.toBe(first.json().order.order_id);
  });
});
