import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, conferenceWorkshops, waitingListEntries } from '../../db/schema/index.ts';

/** What the waiting list reads and locks: the conference and its workshops, its lines, its offers. */

const entries = waitingListEntries;

/**
 * The live conference and its workshops, locked FOR UPDATE like a booking locks them (conference,
 * then workshops in id order): joins, offers and bookings of one conference take turns.
 */
export async function lockConference(tx: Db, id: number) {
  const [conference] = await tx
    .select({
      id: conferences.id,
      title: conferences.title,
      titleEn: conferences.titleEn,
      city: conferences.city,
      dateStart: conferences.dateStart,
      dateEnd: conferences.dateEnd,
      active: conferences.active,
      seats: conferences.seats,
    })
    .from(conferences)
    .where(and(eq(conferences.id, id), isNull(conferences.deletedAt)))
    .for('update');
  if (!conference) return null;
  const workshops = await tx
    .select({
      id: conferenceWorkshops.id,
      title: conferenceWorkshops.title,
      titleEn: conferenceWorkshops.titleEn,
      seats: conferenceWorkshops.seats,
    })
    .from(conferenceWorkshops)
    .where(eq(conferenceWorkshops.conferenceId, id))
    .orderBy(asc(conferenceWorkshops.id))
    .for('update');
  return { ...conference, workshops };
}
export type LockedConference = NonNullable<Awaited<ReturnType<typeof lockConference>>>;

/** Seats held by the conference's live offers, by line (0: the conference's own, else a workshop id). */
export async function heldByLine(tx: Db, conferenceId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      line: sql<number>`coalesce(${entries.workshopId}, 0)`,
      n: sql<number>`sum(${entries.quantity})::int`,
    })
    .from(entries)
    .where(
      and(
        eq(entries.conferenceId, conferenceId),
        eq(entries.status, 'offered'),
        sql`${entries.offerExpiresAt} > now()`,
      ),
    )
    .groupBy(sql`coalesce(${entries.workshopId}, 0)`);
  return new Map(rows.map((r) => [Number(r.line), Number(r.n)]));
}

const sameLine = (workshopId: number | null): SQL =>
  workshopId === null ? isNull(entries.workshopId) : eq(entries.workshopId, workshopId);

/** The live entry (waiting or offered) of this e-mail in this line, if any. */
export async function liveEntryOf(tx: Db, conferenceId: number, workshopId: number | null, email: string) {
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(
      and(
        eq(entries.conferenceId, conferenceId),
        sameLine(workshopId),
        eq(entries.email, email),
        inArray(entries.status, ['waiting', 'offered']),
      ),
    );
  return row ?? null;
}

/** Live entries of the line up to and including `id`: the entry's place in line. */
export async function placeInLine(tx: Db, conferenceId: number, workshopId: number | null, id: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(entries)
    .where(
      and(
        eq(entries.conferenceId, conferenceId),
        sameLine(workshopId),
        inArray(entries.status, ['waiting', 'offered']),
        sql`${entries.id} <= ${id}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The entries waiting (not yet offered), in line order. */
export async function waitingEntries(tx: Db, conferenceId: number) {
  return tx
    .select({
      id: entries.id,
      workshopId: entries.workshopId,
      email: entries.email,
      name: entries.name,
      quantity: entries.quantity,
      language: entries.language,
    })
    .from(entries)
    .where(and(eq(entries.conferenceId, conferenceId), eq(entries.status, 'waiting')))
    .orderBy(asc(entries.id));
}

/** The conference's whole list, every state, in line order, for the back-office. */
export async function listOf(db: Db, conferenceId: number) {
  return db
    .select({
      id: entries.id,
      email: entries.email,
      name: entries.name,
      surname: entries.surname,
      quantity: entries.quantity,
      workshop_id: entries.workshopId,
      workshop_title: conferenceWorkshops.title,
      status: entries.status,
      created_at: entries.createdAt,
      offered_at: entries.offeredAt,
      offer_expires_at: entries.offerExpiresAt,
      order_id: entries.orderId,
    })
    .from(entries)
    .leftJoin(conferenceWorkshops, eq(conferenceWorkshops.id, entries.workshopId))
    .where(eq(entries.conferenceId, conferenceId))
    .orderBy(asc(entries.id));
}

/** Conferences with someone waiting or an offer past its time: the sweep looks at these. */
export async function conferencesToSweep(db: Db, limit: number) {
  const rows = await db
    .selectDistinct({ id: entries.conferenceId })
    .from(entries)
    .where(
      sql`${entries.status} = 'waiting' or (${entries.status} = 'offered' and ${entries.offerExpiresAt} <= now())`,
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
