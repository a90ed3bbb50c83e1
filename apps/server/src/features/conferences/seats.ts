import { CONFERENCE_MSG, type TConferenceSeats } from '@app/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, conferenceWorkshops } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { seatsTaken } from '../../lib/seats.ts';

type SeatsInput = {
  seats?: number | null;
  workshops: { id?: number; title: string; seats?: number | null }[];
};

/**
 * Seats may not go below those already taken: the save is refused (409) naming, per field, how many
 * are taken. The conference row is locked by the save already; its workshops are locked here, so a
 * booking cannot take a seat between the count and the write (bookings count under the same locks).
 */
export async function refuseSeatsBelowTaken(tx: Db, conferenceId: number, input: SeatsInput) {
  await tx
    .select({ id: conferenceWorkshops.id })
    .from(conferenceWorkshops)
    .where(eq(conferenceWorkshops.conferenceId, conferenceId))
    .for('update');
  const taken = await seatsTaken(tx, conferenceId);
  const errors: Record<string, string> = {};
  if (input.seats !== undefined && input.seats !== null && input.seats < taken.conference) {
    errors['conference.seats'] = CONFERENCE_MSG.seatsBelowTaken('Conferenza', taken.conference);
  }
  input.workshops.forEach((w, i) => {
    const n = w.id === undefined ? 0 : (taken.workshops.get(w.id) ?? 0);
    if (w.seats !== undefined && w.seats !== null && w.seats < n) {
      errors[`conference.workshops.${i}.seats`] = CONFERENCE_MSG.seatsBelowTaken(`Workshop «${w.title}»`, n);
    }
  });
  const messages = Object.values(errors);
  if (messages.length > 0) throw new AppError('conflict', messages.join('; '), { errors });
}

/** GET /api/conferences/{id}/seats: seats and seats taken, of the conference and of each workshop. */
export async function conferenceSeats(db: Db, id: number): Promise<TConferenceSeats | null> {
  const [c] = await db
    .select({ seats: conferences.seats })
    .from(conferences)
    .where(and(eq(conferences.id, id), isNull(conferences.deletedAt)));
  if (!c) return null;
  const workshops = await db
    .select({
      id: conferenceWorkshops.id,
      title: conferenceWorkshops.title,
      seats: conferenceWorkshops.seats,
    })
    .from(conferenceWorkshops)
    .where(eq(conferenceWorkshops.conferenceId, id))
    .orderBy(asc(conferenceWorkshops.position), asc(conferenceWorkshops.id));
  const taken = await seatsTaken(db, id);
  return {
    seats: c.seats,
    taken: taken.conference,
    workshops: workshops.map((w) => ({ ...w, taken: taken.workshops.get(w.id) ?? 0 })),
  };
}
