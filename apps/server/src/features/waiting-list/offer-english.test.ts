import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conferences, conferenceWorkshops, waitingListEntries } from '../../db/schema/index.ts';
import {
  bookableConference,
  bookingBody,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { book, bookPeople, join, joinBody } from '../../test/fixtures/waiting-list.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';

/**
 * A waiting-list offer is written in the language of the request that joined the list
 * (waiting_list_entries.language), the conference and its workshop under their English titles.
 */
const { t, headers, smtp } = useMailTestApp({ env: { PUBLIC_WRITE_LIMIT: '100000' } });
let country: number;
beforeAll(async () => {
  await setUpIssuer(t.app);
  country = await italy(t.app);
});

const cancel = (orderId: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers, payload: { reason: 'x' } });

describe('a waiting-list offer', () => {
  it('reaches an English entry in English, an Italian one in Italian', async () => {
    const c = await bookableConference(t.app, { seats: 2, title: 'Congresso di primavera' });
    await t.app.db.update(conferences).set({ titleEn: 'Spring Congress' }).where(eq(conferences.id, c.id));
    const first = await bookPeople(t.app, c.id, country, 300);
    const second = await bookPeople(t.app, c.id, country, 301);
    const en = 'waiting.en@example.com';
    const it_ = 'attesa.it@example.it';
    expect((await join(t.app, c.id, joinBody(1, { email: en, name: 'Jane' }))).statusCode).toBe(201);
    expect((await join(t.app, c.id, joinBody(2, { email: it_ }))).statusCode).toBe(201);
    await t.app.db.update(waitingListEntries).set({ language: 'en' }).where(eq(waitingListEntries.email, en));

    expect((await cancel(first)).statusCode).toBe(200);
    const offer = await until(async () => smtp.received.find((m) => m.to.includes(en)));
    expect(subjectOf(offer.raw)).toBe('Seats available – Spring Congress');
    const text = decodeQp(offer.raw);
    expect(text).toContain('Dear Jane,');
    expect(text).toMatch(
      /seats have become available for the conference "Spring Congress" \(Milano, from \d{1,2} May \d{4} to \d{1,2} May \d{4}\) and you are first on the waiting list\./,
    );
    // held until a day and an hour in Italy, written as an English reader reads them
    expect(text).toMatch(
      /We are holding 1 seat for you until \d{1,2} \w+ \d{4} at \d{2}:\d{2}: book from the link below by then\./,
    );
    expect(text).toMatch(/offerta=[A-Za-z0-9_-]+/);
    expect(text).toContain('<html lang="en">');
    expect(text).not.toMatch(/Gentile|posti|conferenza|lista d'attesa/);

    expect((await cancel(second)).statusCode).toBe(200);
    const italian = await until(async () => smtp.received.find((m) => m.to.includes(it_)));
    expect(subjectOf(italian.raw)).toBe('Posti disponibili – Congresso di primavera');
    expect(decodeQp(italian.raw)).toMatch(
      /Ti teniamo da parte 1 posto fino al \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/,
    );
  });

  it('names a workshop waited for by its English title', async () => {
    const c = await bookableConference(t.app, { workshopSeats: [1] });
    await t.app.db
      .update(conferenceWorkshops)
      .set({ titleEn: 'Drafting the award' })
      .where(eq(conferenceWorkshops.id, c.workshops[0]));
    const taken = await book(
      t.app,
      bookingBody(c.id, country, { participants: [participant(400, { workshops: c.workshops })] }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const en = 'workshop.en@example.com';
    const joined = await join(t.app, c.id, joinBody(3, { email: en, workshop_id: c.workshops[0] }));
    expect(joined.statusCode, joined.body).toBe(201);
    await t.app.db.update(waitingListEntries).set({ language: 'en' }).where(eq(waitingListEntries.email, en));
    expect((await cancel(taken.json().order.order_id)).statusCode).toBe(200);
    const offer = await until(async () => smtp.received.find((m) => m.to.includes(en)));
    expect(decodeQp(offer.raw)).toContain(
      'seats have become available for the workshop «Drafting the award» of the conference',
    );
  });
});
