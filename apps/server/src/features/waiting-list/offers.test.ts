import { WAITING_LIST_MSG } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitingListEntries } from '../../db/schema/index.ts';
import { closeOrder } from '../../lib/order-close.ts';
import { writeWithAudit } from '../../plugins/audit.ts';
import {
  bookableConference,
  bookingBody,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import {
  book,
  bookPeople,
  entriesOf,
  join,
  joinBody,
  offerMailed,
} from '../../test/fixtures/waiting-list.ts';
import { useMailTestApp } from '../../test/smtp.ts';
import { WaitingListSweep } from './sweep.ts';

/**
 * Seats that come back go to the first in line (RUNNING.md "Attendance"): mailed an offer whose
 * link holds them; an unused offer passes to the next. Observed as a client would: the mail, the
 * public seats left, the bookings refused or taken, the admin's list.
 */
const { t, headers, smtp } = useMailTestApp({ env: { PUBLIC_WRITE_LIMIT: '100000' } });
let country: number;

beforeAll(async () => {
  await setUpIssuer(t.app);
  country = await italy(t.app);
});

const seatsLeft = async (id: number) =>
  (await t.app.inject({ url: `/api/public/conferences/${id}` })).json().conference.seats_left;
const list = async (id: number) =>
  (await t.app.inject({ url: `/api/conferences/${id}/waiting-list`, headers })).json().entries;
const cancel = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers,
    payload: { reason: 'Non può più venire' },
  });

/** A conference of `seats` seats, all taken by one order each; two people waiting, one seat each. */
async function fullWithLine(seats: number, tag: string) {
  const c = await bookableConference(t.app, { seats });
  const orders: number[] = [];
  for (let i = 0; i < seats; i++) orders.push(await bookPeople(t.app, c.id, country, 100 + i));
  const a = `${tag}.a@example.it`;
  const b = `${tag}.b@example.it`;
  expect((await join(t.app, c.id, joinBody(1, { email: a }))).statusCode).toBe(201);
  expect((await join(t.app, c.id, joinBody(2, { email: b }))).statusCode).toBe(201);
  return { c, orders, a, b };
}

describe('an offer to the first in line', () => {
  it('is mailed when an order is cancelled; its seat is sold to nobody else, and its link books it', async () => {
    const { c, orders, a, b } = await fullWithLine(2, 'cancel');
    expect((await cancel(orders[0])).statusCode).toBe(200);
    const token = await offerMailed(smtp, a);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // the freed seat is held: the public sees none, a booking without the offer is refused
    expect(await seatsLeft(c.id)).toBe(0);
    const other = await book(t.app, bookingBody(c.id, country, { participants: [participant(900)] }));
    expect(other.statusCode).toBe(409);
    const offer = await t.app.inject({ url: `/api/public/waiting-list/offers/${token}` });
    expect(offer.json().offer).toMatchObject({ conference_id: c.id, quantity: 1, status: 'offered' });
    expect(Date.parse(offer.json().offer.expires_at) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    // the offer is of this conference only
    const elsewhere = await bookableConference(t.app, { seats: 5 });
    const wrong = await book(
      t.app,
      bookingBody(elsewhere.id, country, { participants: [participant(901)], offer_token: token }),
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(WAITING_LIST_MSG.offerOtherConference);
    const mine = await book(
      t.app,
      bookingBody(c.id, country, { participants: [participant(902)], offer_token: token }),
    );
    expect(mine.statusCode, mine.body).toBe(201);
    const again = await book(
      t.app,
      bookingBody(c.id, country, { participants: [participant(903)], offer_token: token }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITING_LIST_MSG.offerGone);
    expect(await list(c.id)).toMatchObject([
      { email: a, status: 'booked', order_id: mine.json().order.order_id },
      { email: b, status: 'waiting', offered_at: null },
    ]);
    expect(smtp.received.some((m) => m.to.includes(b))).toBe(false);
  });

  it('is mailed when an unpaid order expires', async () => {
    const { orders, a } = await fullWithLine(1, 'expiry');
    await writeWithAudit(t.app.db, { actorId: null, requestId: null, ip: null }, (tx, audit) =>
      closeOrder(tx, audit, orders[0], 'expired', 'Non pagato entro la scadenza'),
    );
    t.app.mail.kick();
    expect(await offerMailed(smtp, a)).toBeTruthy();
  });

  it('is mailed when an admin raises the seats, and holds as many seats as asked, strictly in line', async () => {
    const c = await bookableConference(t.app, { seats: 1 });
    await bookPeople(t.app, c.id, country, 200);
    const two = 'raise.two@example.it';
    const one = 'raise.one@example.it';
    expect((await join(t.app, c.id, joinBody(1, { email: two, quantity: 2 }))).statusCode).toBe(201);
    expect((await join(t.app, c.id, joinBody(2, { email: one }))).statusCode).toBe(201);
    const read = async () =>
      (await t.app.inject({ url: `/api/conferences/${c.id}`, headers })).json().conference;
    const raise = async (seats: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/conferences/${c.id}`,
        headers,
        payload: { conference: { ...(await read()), seats } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // one seat more: the first in line wants two, and nobody behind passes them
    await raise(2);
    expect((await list(c.id)).map((e: { status: string }) => e.status)).toEqual(['waiting', 'waiting']);
    expect(await seatsLeft(c.id)).toBe(1);
    await raise(4);
    await offerMailed(smtp, two);
    await offerMailed(smtp, one);
    expect(await seatsLeft(c.id)).toBe(0);
    expect(
      (await list(c.id)).map((e: { quantity: number; status: string }) => [e.quantity, e.status]),
    ).toEqual([
      [2, 'offered'],
      [1, 'offered'],
    ]);
  });

  it('unused past its time passes to the next in line; a withdrawn one passes at once', async () => {
    const { c, orders, a, b } = await fullWithLine(1, 'lapse');
    const third = 'lapse.c@example.it';
    expect((await join(t.app, c.id, joinBody(3, { email: third }))).statusCode).toBe(201);
    await cancel(orders[0]);
    const first = await offerMailed(smtp, a);
    // the offer's time runs out (the clock is the database's: the row is moved back)
    await t.app.db
      .update(waitingListEntries)
      .set({ offerExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(waitingListEntries.email, a));
    expect((await list(c.id))[0].status).toBe('expired');
    const lapsed = await book(
      t.app,
      bookingBody(c.id, country, { participants: [participant(300)], offer_token: first }),
    );
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().message).toBe(WAITING_LIST_MSG.offerGone);
    const sweep = new WaitingListSweep(
      t.app.db,
      { pollMs: 3_600_000, publicUrl: t.app.config.publicUrl, queued: () => t.app.mail.kick() },
      t.app.log,
    );
    expect(await sweep.runOnce()).toBeGreaterThanOrEqual(1);
    await offerMailed(smtp, b);
    expect((await entriesOf(t.app, c.id)).map((e) => e.status)).toEqual(['expired', 'offered', 'waiting']);
    // the admin takes b out of the line: the seat goes to the third at once
    const entryB = (await list(c.id))[1].id;
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/conferences/${c.id}/waiting-list/${entryB}/withdraw`,
      headers,
    });
    expect(out.statusCode, out.body).toBe(200);
    await offerMailed(smtp, third);
    expect((await entriesOf(t.app, c.id)).map((e) => e.status)).toEqual(['expired', 'withdrawn', 'offered']);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/conferences/${c.id}/waiting-list/${entryB}/withdraw`,
      headers,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('holds the seats for the hours the association set', async () => {
    expect((await t.app.inject({ url: '/api/waiting-list/settings', headers })).json().settings).toEqual({
      offer_hours: 48,
    });
    for (const bad of [0, 721, 1.5, '24', null]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/waiting-list/settings',
        headers,
        payload: { offer_hours: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/waiting-list/settings',
      headers,
      payload: { offer_hours: 24 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { orders, a } = await fullWithLine(1, 'hours');
    await cancel(orders[0]);
    const token = await offerMailed(smtp, a);
    const offer = (await t.app.inject({ url: `/api/public/waiting-list/offers/${token}` })).json().offer;
    const hours = (Date.parse(offer.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.5);
    expect(hours).toBeLessThanOrEqual(24);
    await t.app.inject({
      method: 'PUT',
      url: '/api/waiting-list/settings',
      headers,
      payload: { offer_hours: 48 },
    });
    expect((await t.app.inject({ url: '/api/public/waiting-list/offers/nessuna' })).statusCode).toBe(404);
  });
});
