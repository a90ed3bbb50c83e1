import type { TWaitingListEntry, TWaitingOffer, TWaitingState } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitingListEntries } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { listOf } from './repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * An offered entry whose time has passed is shown as expired even before the sweep records it:
 * its seats are no longer held (every seat count says so).
 */
const stateOf = (status: string, expiresAt: Date | string | null): TWaitingState =>
  status === 'offered' && expiresAt !== null && new Date(expiresAt).getTime() <= Date.now()
    ? 'expired'
    : (status as TWaitingState);

export async function waitingList(db: Db, conferenceId: number): Promise<TWaitingListEntry[]> {
  const rows = await listOf(db, conferenceId);
  return rows.map((r) => ({
    ...r,
    status: stateOf(r.status, r.offer_expires_at),
    created_at: iso(r.created_at)!,
    offered_at: iso(r.offered_at),
    offer_expires_at: iso(r.offer_expires_at),
  }));
}

/** The offer behind a link's token, whatever its state (the site says when it is no longer valid). */
export async function findOffer(db: Db, token: string): Promise<TWaitingOffer | null> {
  const [row] = await db
    .select({
      conference_id: waitingListEntries.conferenceId,
      workshop_id: waitingListEntries.workshopId,
      quantity: waitingListEntries.quantity,
      expires_at: waitingListEntries.offerExpiresAt,
      status: waitingListEntries.status,
      name: waitingListEntries.name,
      surname: waitingListEntries.surname,
      email: waitingListEntries.email,
    })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.offerTokenHash, hashToken(token)));
  if (!row || row.expires_at === null) return null;
  return { ...row, status: stateOf(row.status, row.expires_at), expires_at: iso(row.expires_at)! };
}
