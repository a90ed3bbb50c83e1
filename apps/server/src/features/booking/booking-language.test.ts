import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, waitingListEntries } from '../../db/schema/index.ts';
import { bookableConference, bookingBody, italy, setUpIssuer } from '../../test/fixtures/booking.ts';
import { joinBody } from '../../test/fixtures/waiting-list.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * The booker's language sticks (RUNNING.md "English"): a booking records the language it names,
 * else the request's; the order page answers it; a waiting-list entry keeps its own the same way.
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '100000' } });
let country: number;
let conferenceId: number;

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  conferenceId = (await bookableConference(t.app)).id;
});

async function book(over: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: bookingBody(conferenceId, country, over),
    headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order, order_url } = res.json();
  const [row] = await t.app.db
    .select({ language: orders.language })
    .from(orders)
    .where(eq(orders.id, order.order_id));
  // the booking's answer says what it recorded
  expect(order.language).toBe(row?.language);
  return { id: order.order_id as number, token: (order_url as string).split('/').pop() as string, row };
}

describe('a booking’s language', () => {
  it('is the one the booking names, whatever the request prefers', async () => {
    expect((await book({ language: 'en' })).row.language).toBe('en');
    expect((await book({ language: 'it' }, { 'accept-language': 'en' })).row.language).toBe('it');
  });

  it('else the request’s: English when Accept-Language prefers it, Italian otherwise', async () => {
    expect((await book({}, { 'accept-language': 'en-US,en;q=0.9,it;q=0.5' })).row.language).toBe('en');
    expect((await book({}, { 'accept-language': 'de-DE' })).row.language).toBe('it');
    expect((await book({})).row.language).toBe('it');
  });

  it('is answered by the order page and kept in the order’s history', async () => {
    const { id, token } = await book({}, { 'accept-language': 'en' });
    const page = await t.app.inject({ url: `/api/public/orders/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().language).toBe('en');
    expect(page.json().order.language).toBe('en');
    const [created] = await t.app.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))));
    expect(created?.changes?.language).toEqual([null, 'en']);
  });

  it('other than it or en is refused in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: bookingBody(conferenceId, country, { language: 'de' }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.language).toBe('Invalid option: expected one of "it"|"en"');
  });
});

describe('the lines of a quote and of an order page', () => {
  it('are worded in the reader’s language, the names in them as they are', async () => {
    const quote = (lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/orders/quote',
        payload: bookingBody(conferenceId, country, {}),
        headers: lang ? { 'accept-language': lang } : {},
      });
    const english = (await quote('en-GB')).json().quote.lines[0].label as string;
    const italian = (await quote()).json().quote.lines[0].label as string;
    expect(italian).toMatch(/^Quota di partecipazione \(intera\) – /);
    expect(english).toBe(italian.replace('Quota di partecipazione (intera)', 'Participation fee (full)'));

    const { token } = await book({ language: 'it' });
    const page = (lang: string) =>
      t.app.inject({ url: `/api/public/orders/${token}`, headers: { 'accept-language': lang } });
    expect((await page('en')).json().order.lines[0].label).toMatch(/^Participation fee \(full\) – /);
    expect((await page('it')).json().order.lines[0].label).toMatch(/^Quota di partecipazione \(intera\) – /);
  });
});

describe('a waiting-list entry’s language', () => {
  it('is the body’s, else the request’s', async () => {
    const full = await bookableConference(t.app, { seats: 0 });
    const join = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/conferences/${full.id}/waiting-list`,
        payload,
        headers,
      });
    const en = await join(joinBody(1), { 'accept-language': 'en' });
    expect(en.statusCode, en.body).toBe(201);
    expect(en.json().message).toBe(
      'You are on the waiting list: we will write to you as soon as seats become free',
    );
    expect((await join(joinBody(2, { language: 'en' }))).statusCode).toBe(201);
    expect((await join(joinBody(3))).statusCode).toBe(201);
    expect((await join(joinBody(4, { language: 'it' }), { 'accept-language': 'en' })).statusCode).toBe(201);
    const rows = await t.app.db
      .select({ email: waitingListEntries.email, language: waitingListEntries.language })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.conferenceId, full.id));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.language]))).toEqual({
      'attesa1@example.it': 'en',
      'attesa2@example.it': 'en',
      'attesa3@example.it': 'it',
      'attesa4@example.it': 'it',
    });
  });
});
