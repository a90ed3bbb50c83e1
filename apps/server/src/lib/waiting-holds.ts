import { WAITING_LIST_MSG } from '@app/shared';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { waitingListEntries } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { hashToken } from './tokens.ts';

/**
 * Seats held by waiting-list offers (decision 0035): an offer still in its time holds `quantity`
 * seats of the conference (workshop_id null) or of its workshop, and every seat count that decides a
 * sale counts them as taken, under the same locks as the bookings. The offer's own booking (its
 * token) does not count its own hold.
 */

/** SQL: seats held by live offers of the conference's own line; `except` an offer not counted. */
export const conferenceHeldSql = (conferenceId: SQLish, except: number | null = null) =>
  sql`(select coalesce(sum(h.quantity), 0)::int from waiting_list_entries h
    where h.conference_id = ${conferenceId} and h.workshop_id is null and h.status = 'offered'
    and h.offer_expires_at > now() and h.id <> ${except ?? 0})`;

/** SQL: seats held by live offers of one workshop. */
export const workshopHeldSql = (workshopId: SQLish, except: number | null = null) =>
  sql`(select coalesce(sum(h.quantity), 0)::int from waiting_list_entries h
    where h.workshop_id = ${workshopId} and h.status = 'offered'
    and h.offer_expires_at > now() and h.id <> ${except ?? 0})`;

type SQLish = SQL | number;

/** A live offer a booking names: what it holds. */
export interface HeldOffer {
  id: number;
  conferenceId: number;
  workshopId: number | null;
  quantity: number;
}

/**
 * The offer of `token` for this conference, locked, if it still holds seats; else 409 saying why.
 * Called by a booking once it holds the conference's lock.
 */
export async function liveOffer(tx: Db, token: string, conferenceId: number): Promise<HeldOffer> {
  const [row] = await tx
    .select({
      id: waitingListEntries.id,
      conferenceId: waitingListEntries.conferenceId,
      workshopId: waitingListEntries.workshopId,
      quantity: waitingListEntries.quantity,
      live: sql<boolean>`${waitingListEntries.status} = 'offered' and ${waitingListEntries.offerExpiresAt} > now()`,
    })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.offerTokenHash, hashToken(token)))
    .for('update');
  if (!row?.live) throw new AppError('conflict', WAITING_LIST_MSG.offerGone);
  if (row.conferenceId !== conferenceId)
    throw new AppError('conflict', WAITING_LIST_MSG.offerOtherConference);
  return row;
}

/** The offer is used: booked with this order (its seats now held by the order itself). */
export async function markOfferBooked(tx: Db, offerId: number, orderId: number) {
  await tx
    .update(waitingListEntries)
    .set({ status: 'booked', orderId, updatedAt: sql`now()` })
    .where(and(eq(waitingListEntries.id, offerId), eq(waitingListEntries.status, 'offered')));
}

/** True when some offer of the conference is live (tests and the seed read it). */
export async function hasLiveOffer(db: Db, conferenceId: number) {
  const rows = await db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.conferenceId, conferenceId),
        eq(waitingListEntries.status, 'offered'),
        gt(waitingListEntries.offerExpiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
