import { WAITING_LIST_MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookableConference,
  bookingBody,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { book, bookPeople, join, joinBody } from '../../test/fixtures/waiting-list.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Joining a waiting list (RUNNING.md "Attendance"): 201 only when the line is full, 409 when seats
 * are free or the e-mail already waits; a public write, so consent, honeypot and hostile bytes.
 */
const { t, headers } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '100000' } });
let country: number;

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
});

describe('joining the waiting list of a conference', () => {
  it('is 409 while seats are free, 201 once full with the place in line, 409 for the same e-mail again', async () => {
    const c = await bookableConference(t.app, { seats: 2 });
    const early = await join(t.app, c.id, joinBody(1));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(WAITING_LIST_MSG.seatsFree);
    await bookPeople(t.app, c.id, country, 1);
    // one seat left: two people cannot book, so they may wait; one could, so is told to book
    expect((await join(t.app, c.id, joinBody(1))).statusCode).toBe(409);
    const two = await join(t.app, c.id, joinBody(2, { quantity: 2 }));
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json()).toMatchObject({ status: 'success', position: 1, message: WAITING_LIST_MSG.joined });
    await bookPeople(t.app, c.id, country, 2);
    const first = await join(t.app, c.id, joinBody(3));
    expect(first.json()).toMatchObject({ position: 2 });
    const again = await join(t.app, c.id, joinBody(3, { email: ' ATTESA3@example.it ', quantity: 2 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITING_LIST_MSG.duplicate);
    const list = await t.app.inject({ url: `/api/conferences/${c.id}/waiting-list`, headers });
    expect(list.json()).toMatchObject({
      offer_hours: 48,
      entries: [
        { email: 'attesa2@example.it', quantity: 2, status: 'waiting', workshop_id: null },
        { email: 'attesa3@example.it', quantity: 1, status: 'waiting' },
      ],
    });
  });

  it('an unlimited conference never takes a waiting list; an unknown, inactive or past one refuses', async () => {
    const open = await bookableConference(t.app, { seats: null });
    expect((await join(t.app, open.id, joinBody(1))).statusCode).toBe(409);
    expect((await join(t.app, 999_999, joinBody(1))).statusCode).toBe(404);
    const inactive = await bookableConference(t.app, { seats: 0, active: false });
    expect((await join(t.app, inactive.id, joinBody(1))).statusCode).toBe(404);
    const past = await bookableConference(t.app, {
      seats: 0,
      dateStart: '2020-01-01',
      dateEnd: '2020-01-02',
    });
    expect((await join(t.app, past.id, joinBody(1))).statusCode).toBe(409);
  });

  it("a full workshop has its own line, while the conference's seats are free", async () => {
    const c = await bookableConference(t.app, { seats: 10, workshopSeats: [1, 5] });
    const [full, other] = c.workshops;
    const res = await book(
      t.app,
      bookingBody(c.id, country, { participants: [participant(1, { workshops: [full] })] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await join(t.app, c.id, joinBody(1, { workshop_id: full }))).statusCode).toBe(201);
    // the same e-mail may wait in the conference's line too, which has seats: 409 there
    expect((await join(t.app, c.id, joinBody(1))).statusCode).toBe(409);
    expect((await join(t.app, c.id, joinBody(1, { workshop_id: other }))).statusCode).toBe(409);
    const foreign = await bookableConference(t.app, { workshopSeats: [0] });
    const wrong = await join(t.app, c.id, joinBody(2, { workshop_id: foreign.workshops[0] }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ workshop_id: WAITING_LIST_MSG.unknownWorkshop });
  });

  it('needs consent, an empty honeypot and sane input: 400, never 500, nothing written', async () => {
    const c = await bookableConference(t.app, { seats: 0 });
    const bad: unknown[] = [
      { ...joinBody(1), privacy_accepted: false },
      { ...joinBody(1), privacy_accepted: undefined },
      { ...joinBody(1), website: 'http://spam.example' },
      { ...joinBody(1), quantity: 0 },
      { ...joinBody(1), quantity: 11 },
      { ...joinBody(1), quantity: '2' },
      { ...joinBody(1), email: 'non-una-email' },
      { ...joinBody(1), name: 'x'.repeat(10_000) },
      { ...joinBody(1), surname: 'Rossi\u0000' },
      { ...joinBody(1), name: '\ud800' },
      { ...joinBody(1), workshop_id: -1 },
      { ...joinBody(1), extra: 1 },
      [],
      null,
    ];
    for (const payload of bad) {
      const res = await join(t.app, c.id, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/public/conferences/${c.id}/waiting-list`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "\u00ff\u00fe',
    });
    expect(raw.statusCode).toBe(400);
    expect((await join(t.app, 'abc' as unknown as number, joinBody(1))).statusCode).toBe(400);
    const list = await t.app.inject({ url: `/api/conferences/${c.id}/waiting-list`, headers });
    expect(list.json().entries).toEqual([]);
  });

  it('the list and the setting are for admins only', async () => {
    const c = await bookableConference(t.app, { seats: 0 });
    expect((await t.app.inject({ url: `/api/conferences/${c.id}/waiting-list` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/waiting-list/settings' })).statusCode).toBe(401);
  });
});
