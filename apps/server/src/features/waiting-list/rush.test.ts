import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, participants } from '../../db/schema/index.ts';
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

/**
 * A rush of bookings against seats held by an offer (on PostgreSQL truly in parallel): the offer's
 * seats go to its holder only, the free ones to exactly as many others, never one seat more.
 */
const { t, headers, smtp } = useMailTestApp({ env: { PUBLIC_WRITE_LIMIT: '100000' } });
let country: number;

beforeAll(async () => {
  await setUpIssuer(t.app);
  country = await italy(t.app);
});

const inPersonTaken = async (conferenceId: number) => {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .where(
      and(
        eq(orders.conferenceId, conferenceId),
        inArray(orders.status, ['awaiting_payment', 'paid']),
        eq(participants.attendance, 'in_person'),
      ),
    );
  return row.n;
};

describe('a rush of bookings against a held offer', () => {
  it('never oversells: the holder books the held seats, two others the two free ones, the rest 409', async () => {
    const c = await bookableConference(t.app, { seats: 10 });
    const four = await bookPeople(t.app, c.id, country, 1, 4);
    for (let i = 0; i < 6; i++) await bookPeople(t.app, c.id, country, 10 + i);
    const holder = 'rush.holder@example.it';
    expect((await join(t.app, c.id, joinBody(1, { email: holder, quantity: 2 }))).statusCode).toBe(201);
    // four seats back: two held for the first in line, two free for anyone
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${four}/cancel`,
      headers,
      payload: { reason: 'Disdetta' },
    });
    expect(cancelled.statusCode).toBe(200);
    const token = await offerMailed(smtp, holder);
    const others = Array.from({ length: 60 }, (_, i) =>
      book(t.app, bookingBody(c.id, country, { participants: [participant(100 + i)] })),
    );
    const mine = book(
      t.app,
      bookingBody(c.id, country, {
        participants: [participant(500), participant(501)],
        offer_token: token,
      }),
    );
    const results = await Promise.all([...others, mine]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.at(-1), results.at(-1)?.body).toBe(201);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await inPersonTaken(c.id)).toBe(10);
    expect((await entriesOf(t.app, c.id)).map((e) => e.status)).toEqual(['booked']);
    const left = await t.app.inject({ url: `/api/public/conferences/${c.id}` });
    expect(left.json().conference.seats_left).toBe(0);
  });
});
