import { ZBookingInput } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { AuditRecorder } from '../../plugins/audit.ts';
import {
  bookableConference,
  bookingBody,
  bookingRows,
  coupon,
  participant,
  usePublicBookingApp,
} from '../../test/fixtures/booking.ts';
import { createBooking, prepareBooking } from './service.ts';

/**
 * Bookings arriving at once (on PostgreSQL truly in parallel, over the pool's connections): seats
 * are never oversold and a coupon's last use is taken once. Every refusal is a 4xx, never a 5xx.
 */
const { t, place } = usePublicBookingApp();

const book = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/public/orders', payload: payload as object });

function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('seats under 100 parallel bookings', () => {
  it('sells exactly the free seats of a workshop: the others get 409 naming it', async () => {
    const c = await bookableConference(t.app, { workshopSeats: [40] });
    const listed = async () =>
      (await t.app.inject({ url: '/api/public/conferences' }))
        .json()
        .conferences.find((x: { id: number }) => x.id === c.id).workshops[0].seats_left;
    expect(await listed()).toBe(40);
    // 3 seats already held; the catalogue read just before is not kept past a booking made here
    for (let i = 0; i < 3; i++) {
      const res = await book(
        bookingBody(c.id, place.country, { participants: [participant(i, { workshops: c.workshops })] }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(await listed()).toBe(39 - i);
    }
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(
          bookingBody(c.id, place.country, {
            participants: [participant(100 + i, { workshops: c.workshops })],
          }),
        ),
      ),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 37, 409: 63 });
    const full = results.filter((r) => r.statusCode === 409).map((r) => r.json().message);
    expect(new Set(full)).toEqual(new Set(['Posti esauriti per il workshop «Workshop 1»']));
    const seats = await t.app.inject({ url: `/api/public/conferences/${c.id}` });
    expect(seats.json().conference.workshops[0].seats_left).toBe(0);
    // the catalogue read before the rush is not kept past a booking made here
    expect(await listed()).toBe(0);
  });

  it("sells exactly the conference's free in-person seats, two per booking, and says how many are left", async () => {
    const c = await bookableConference(t.app, { seats: 51 });
    const before = await bookingRows(t.app);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(
          bookingBody(c.id, place.country, {
            participants: [participant(1000 + 2 * i), participant(1001 + 2 * i)],
          }),
        ),
      ),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 25, 409: 75 });
    const messages = new Set(results.filter((r) => r.statusCode === 409).map((r) => r.json().message));
    expect(messages).toEqual(new Set(['Posti insufficienti per la conferenza: ne resta 1']));
    const after = await bookingRows(t.app);
    expect(after.orders - before.orders).toBe(25);
    expect(after.participants - before.participants).toBe(50);
    expect(after.transfers - before.transfers).toBe(25);
  });
});

describe('seats across instances', () => {
  it("never oversells when bookings skip this process's turns (as from several instances): the row lock orders them", async () => {
    const c = await bookableConference(t.app, { workshopSeats: [10] });
    const attempts = await Promise.allSettled(
      Array.from({ length: 30 }, async (_, i) => {
        const body = ZBookingInput.parse(
          bookingBody(c.id, place.country, {
            participants: [participant(3000 + i, { workshops: c.workshops })],
          }),
        );
        const prepared = await prepareBooking(t.app.db, body, null, false);
        return t.app.db.transaction((tx) =>
          createBooking(tx as unknown as Db, new AuditRecorder(), body, null, prepared, t.app.config),
        );
      }),
    );
    const refused = attempts.flatMap((a) => (a.status === 'rejected' ? [a.reason] : []));
    expect(attempts.length - refused.length).toBe(10);
    for (const err of refused) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(409);
    }
  });
});

describe("a coupon's last use", () => {
  it('is taken once when bookings of four conferences race for it', async () => {
    const conferences = await Promise.all([1, 2, 3, 4].map(() => bookableConference(t.app)));
    const id = await coupon(t.app, { code: 'ULTIMO', percent: 50, maxUses: 3, uses: 2 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          bookingBody(conferences[i % 4].id, place.country, {
            coupon_code: 'ultimo',
            participants: [participant(5000 + i)],
          }),
        ),
      ),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 1, 400: 19 });
    const won = results.find((r) => r.statusCode === 201)!.json();
    expect(won.order.price).toBe(22_500);
    for (const lost of results.filter((r) => r.statusCode === 400)) {
      expect(lost.json().errors).toEqual({ coupon_code: 'Coupon esaurito' });
    }
    const [row] = await t.app.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id));
    expect(row.uses).toBe(3);
    const [orders] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from orders where coupon_id = ${id}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(orders.n).toBe(1);
  });
});
