import { BOOKING_REFUSAL } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveOffer } from '../../lib/waiting-holds.ts';
import { conferenceSeatsTaken, conferenceWorkshopsOf, findConference } from './repository.ts';

/**
 * The seats a conference has left, taken by orders and held by waiting-list offers: in person
 * (null: no limit, or not read because the booking wants none) and per workshop.
 */
export interface SeatsLeft {
  conference: number | null;
  workshops: { id: number; title: string; left: number | null }[];
}

/** What of a booking its seats depend on. */
export type BookingBody = {
  conference_id: number;
  offer_token?: string | null;
  participants: { attendance: string; workshops: number[] }[];
};

type WorkshopSeats = { id: number; title: string; seats: number | null; taken: number };

const inPersonOf = (body: BookingBody) =>
  body.participants.filter((p) => p.attendance === 'in_person').length;

/** The seats left, from the workshops' counts just read and, when it matters, the conference's. */
export async function seatsLeftOf(
  tx: Db,
  conference: { id: number; seats: number | null },
  workshops: WorkshopSeats[],
  exceptOffer: number | null,
  withConference = true,
): Promise<SeatsLeft> {
  const conferenceLeft =
    conference.seats === null || !withConference
      ? null
      : Math.max(0, conference.seats - (await conferenceSeatsTaken(tx, conference.id, exceptOffer)));
  return {
    conference: conferenceLeft,
    workshops: workshops.map((w) => ({
      id: w.id,
      title: w.title,
      left: w.seats === null ? null : Math.max(0, w.seats - w.taken),
    })),
  };
}

/** 409 naming what is full: the conference's in-person seats, then each workshop's (known ids only). */
export function seatsRefusal(body: BookingBody, left: SeatsLeft): AppError | null {
  const inPerson = inPersonOf(body);
  if (left.conference !== null && inPerson > left.conference) {
    return new AppError(
      'conflict',
      left.conference === 0
        ? BOOKING_REFUSAL.conferenceFull
        : BOOKING_REFUSAL.conferenceSeatsLeft(left.conference),
    );
  }
  const wanted = new Map<number, number>();
  for (const p of body.participants) for (const id of p.workshops) wanted.set(id, (wanted.get(id) ?? 0) + 1);
  for (const w of left.workshops) {
    if (w.left === null || !wanted.has(w.id)) continue;
    if ((wanted.get(w.id) ?? 0) > w.left) {
      return new AppError(
        'conflict',
        w.left === 0
          ? BOOKING_REFUSAL.workshopFull(w.title)
          : BOOKING_REFUSAL.workshopSeatsLeft(w.title, w.left),
      );
    }
  }
  return null;
}

/** The seat check of a booking under its locks (pricing) or without them (refuseWhenFull). */
export async function checkSeats(
  tx: Db,
  body: BookingBody,
  conference: { id: number; seats: number | null },
  workshops: WorkshopSeats[],
  exceptOffer: number | null,
) {
  const left = await seatsLeftOf(tx, conference, workshops, exceptOffer, inPersonOf(body) > 0);
  const refusal = seatsRefusal(body, left);
  if (refusal) throw refusal;
}

/**
 * The seats alone, read without a lock: a booking that wants more seats than are left (taken by
 * orders and held by waiting-list offers) is refused at once, with the answer its turn would give,
 * instead of waiting behind the bookings ahead of it. What is full when it is read was full when
 * this booking came; the checks under the locks stay the truth for every booking let through.
 */
export async function refuseWhenFull(db: Db, body: BookingBody): Promise<void> {
  const conference = await findConference(db, body.conference_id, false);
  if (!conference) return; // its turn says so, as it always has
  const offer = body.offer_token ? await liveOffer(db, body.offer_token, conference.id) : null;
  const workshops = await conferenceWorkshopsOf(db, conference.id, false, offer?.id ?? null);
  await checkSeats(db, body, conference, workshops, offer?.id ?? null);
}

/** What a conference has left for a booking without an offer of its own, read without a lock. */
export async function seatsLeftNow(db: Db, conferenceId: number): Promise<SeatsLeft | null> {
  const conference = await findConference(db, conferenceId, false);
  if (!conference) return null;
  return seatsLeftOf(db, conference, await conferenceWorkshopsOf(db, conferenceId, false), null);
}
