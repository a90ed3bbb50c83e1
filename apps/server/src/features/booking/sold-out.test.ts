import { describe, expect, it } from 'vitest';
import { inTurn, inTurnCount } from '../../lib/turns.ts';
import {
  bookableConference,
  bookingBody,
  participant,
  usePublicBookingApp,
} from '../../test/fixtures/booking.ts';

/**
 * A crowd on the last seats: a booking the seats left cannot hold is answered at once, not after
 * the bookings ahead of it in the conference's turn; one they can hold still waits its turn; a
 * retried booking is answered as the first time even once the seats are gone.
 */
const { t, place } = usePublicBookingApp();

const book = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/public/orders', payload, headers });
type Answer = Awaited<ReturnType<typeof book>>;

/** Holds the conference's turn (as a long booking ahead would) until the returned function is called. */
function holdTurn(conferenceId: number): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void inTurn(`booking ${conferenceId}`, () => held);
  return release;
}

/** Waits (a hang guard, not a timer of the product) until `count` are in the conference's turn. */
async function untilInTurn(conferenceId: number, count: number) {
  for (let i = 0; i < 500 && inTurnCount(`booking ${conferenceId}`) < count; i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(inTurnCount(`booking ${conferenceId}`)).toBe(count);
}

/**
 * Puts in the conference's line, in this order: a held turn, `ahead`, a second held turn, `behind`
 * (each once it is in line); then lets the first turn go. The second stays held until released.
 */
async function lineUp(conferenceId: number, ahead: () => Promise<Answer>, behind: () => Promise<Answer>) {
  const releaseFirst = holdTurn(conferenceId);
  let releaseSecond = () => {};
  try {
    const first = ahead();
    await untilInTurn(conferenceId, 2);
    releaseSecond = holdTurn(conferenceId);
    const second = behind();
    await untilInTurn(conferenceId, 4);
    return { first, second, releaseSecond };
  } catch (err) {
    releaseSecond();
    throw err;
  } finally {
    releaseFirst();
  }
}

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('a sold-out workshop', () => {
  it('refuses at once while the turn is busy; a booking with a seat left waits for it', async () => {
    const c = await bookableConference(t.app, { workshopSeats: [1, 5] });
    const [full, open] = c.workshops;
    const first = await book(
      bookingBody(c.id, place.country, { participants: [participant(1, { workshops: [full] })] }),
    );
    expect(first.statusCode, first.body).toBe(201);

    const release = holdTurn(c.id);
    try {
      const refused = book(
        bookingBody(c.id, place.country, { participants: [participant(2, { workshops: [full] })] }),
      );
      expect(await settledWithin(refused, 5_000)).toBe(true);
      expect((await refused).statusCode).toBe(409);
      expect((await refused).json().message).toBe('Posti esauriti per il workshop «Workshop 1»');

      const waiting = book(
        bookingBody(c.id, place.country, { participants: [participant(3, { workshops: [open] })] }),
      );
      expect(await settledWithin(waiting, 300)).toBe(false);
      release();
      expect((await waiting).statusCode).toBe(201);
    } finally {
      release();
    }
  });

  it('answers a retried booking as the first time, after its seat was the last', async () => {
    const c = await bookableConference(t.app, { workshopSeats: [1] });
    const body = bookingBody(c.id, place.country, {
      participants: [participant(10, { workshops: c.workshops })],
    });
    const headers = { 'idempotency-key': 'riprova-ultimo-posto-0001' };
    const first = await book(body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await book(body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order.order_id).toBe(first.json().order.order_id);
    // a new booking for the same seat is refused
    const other = await book(
      bookingBody(c.id, place.country, { participants: [participant(11, { workshops: c.workshops })] }),
    );
    expect(other.statusCode).toBe(409);
  });

  it('refuses a booking already in line once the booking ahead takes the last seat, before the turns between', async () => {
    const c = await bookableConference(t.app, { workshopSeats: [1] });
    const seat = (n: number) =>
      bookingBody(c.id, place.country, { participants: [participant(n, { workshops: c.workshops })] });
    // in line: [held] [the last seat's booking] [held] [a booking that came while a seat was free]
    const {
      first: taker,
      second: late,
      releaseSecond,
    } = await lineUp(
      c.id,
      () => book(seat(20)),
      () => book(seat(21)),
    );
    try {
      expect((await taker).statusCode).toBe(201);
      expect(await settledWithin(late, 10_000)).toBe(true);
      expect((await late).statusCode).toBe(409);
      expect((await late).json().message).toBe('Posti esauriti per il workshop «Workshop 1»');
    } finally {
      releaseSecond();
    }
  });

  it('keeps a retry of the booking that took the last seat in line, and answers it as the first time', async () => {
    const c = await bookableConference(t.app, { workshopSeats: [1] });
    const body = bookingBody(c.id, place.country, {
      participants: [participant(30, { workshops: c.workshops })],
    });
    const headers = { 'idempotency-key': 'riprova-in-coda-0001' };
    const {
      first,
      second: retry,
      releaseSecond,
    } = await lineUp(
      c.id,
      () => book(body, headers),
      () => book(body, headers),
    );
    try {
      expect((await first).statusCode).toBe(201);
      expect(await settledWithin(retry, 500)).toBe(false);
      releaseSecond();
      expect((await retry).statusCode).toBe(201);
      expect((await retry).headers['idempotent-replayed']).toBe('true');
      expect((await retry).json().order.order_id).toBe((await first).json().order.order_id);
    } finally {
      releaseSecond();
    }
  });
});
