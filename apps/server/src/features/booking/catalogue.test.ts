import { beforeAll, describe, expect, it } from 'vitest';
import { orders, participants, participantWorkshops } from '../../db/schema/index.ts';
import { bookableConference, FULL_PRICE } from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/** The public catalogue: exactly the fields RUNNING.md names, seats left, nothing of the back-office. */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });

const year = new Date().getFullYear();
let open: Awaited<ReturnType<typeof bookableConference>>;
let later: Awaited<ReturnType<typeof bookableConference>>;
let inactive: Awaited<ReturnType<typeof bookableConference>>;
let ended: Awaited<ReturnType<typeof bookableConference>>;

beforeAll(async () => {
  later = await bookableConference(t.app, {
    title: 'Più tardi',
    dateStart: `${year + 2}-01-10`,
    dateEnd: `${year + 2}-01-11`,
  });
  open = await bookableConference(t.app, { title: 'Aperta', seats: 10, workshopSeats: [3, null] });
  inactive = await bookableConference(t.app, { title: 'Bozza', active: false });
  ended = await bookableConference(t.app, {
    title: 'Conclusa',
    dateStart: `${year - 1}-01-10`,
    dateEnd: `${year - 1}-01-11`,
  });
  // two in person and one streaming hold seats (all three in workshop 1); a cancelled order does not
  for (const [status, attendance] of [
    ['paid', 'in_person'],
    ['awaiting_payment', 'in_person'],
    ['awaiting_payment', 'streaming'],
    ['cancelled', 'in_person'],
  ] as const) {
    const [o] = await t.app.db
      .insert(orders)
      .values({ conferenceId: open.id, price: 1, status })
      .returning({ id: orders.id });
    const [p] = await t.app.db
      .insert(participants)
      .values({ orderId: o.id, position: 0, name: 'A', surname: 'B', email: 'a@b.it', attendance })
      .returning({ id: participants.id });
    await t.app.db
      .insert(participantWorkshops)
      .values({ participantId: p.id, workshopId: open.workshops[0], title: 'W' });
  }
});

describe('GET /api/public/conferences', () => {
  it('lists the active conferences not yet ended, soonest first, with exactly the public fields', async () => {
    const res = await t.app.inject({ url: '/api/public/conferences' });
    expect(res.statusCode).toBe(200);
    const { conferences } = res.json();
    expect(conferences.map((c: { title: string }) => c.title)).toEqual(['Aperta', 'Più tardi']);
    const [first] = conferences;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'title',
        'city',
        'country',
        'date_start',
        'date_end',
        'description',
        'image',
        'streaming',
        'price',
        'seats_left',
        'title_en',
        'description_en',
        'optionals',
        'workshops',
      ].sort(),
    );
    expect(first).toMatchObject({
      id: open.id,
      city: 'Milano',
      country: 'italy',
      date_start: `${year + 1}-05-10`,
      image: open.image,
      streaming: true,
      price: FULL_PRICE,
      // 10 in-person seats: two taken (the streaming participant and the cancelled order take none)
      seats_left: 8,
      optionals: [
        { id: open.cocktail, title: 'Cocktail di benvenuto', price: 2_000 },
        { id: open.dinner, title: 'Cena di gala', price: 8_000 },
      ],
      workshops: [
        { id: open.workshops[0], title: 'Workshop 1', seats_left: 0 },
        { id: open.workshops[1], title: 'Workshop 2', seats_left: null },
      ],
    });
    expect(conferences[1].seats_left).toBeNull();
    expect(res.body).not.toMatch(/vat_rule|version|active|orders|a@b\.it/);
  });
});

describe('GET /api/public/conferences/{id}', () => {
  it('answers an active conference, an ended one too (closed to bookings), and 404 for the others', async () => {
    const res = await t.app.inject({ url: `/api/public/conferences/${open.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().conference).toMatchObject({ id: open.id, seats_left: 8 });
    expect((await t.app.inject({ url: `/api/public/conferences/${ended.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/public/conferences/${later.id}` })).statusCode).toBe(200);
    for (const id of [inactive.id, 999_999, 2 ** 31]) {
      const missing = await t.app.inject({ url: `/api/public/conferences/${id}` });
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json().message).toMatch(/non trovat/);
    }
  });
});
