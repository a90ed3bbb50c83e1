import type { Db } from '../db/client.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

/**
 * Seats of a conference may have come back (an order cancelled or expired, an admin raised the
 * seats), told to whoever listens in the same transaction: the waiting list offers them to the
 * first in line. Features that free seats call this without knowing who listens.
 */
export type SeatRelease = (tx: Db, audit: AuditRecorder, conferenceId: number) => Promise<void>;

const listeners = new Map<string, SeatRelease>();

/** Set once at start, by name (setting again is harmless). */
export function listenToSeatRelease(name: string, fn: SeatRelease) {
  listeners.set(name, fn);
}

export async function seatsReleased(tx: Db, audit: AuditRecorder, conferenceId: number) {
  for (const fn of listeners.values()) await fn(tx, audit, conferenceId);
}
