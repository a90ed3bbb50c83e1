import type { Db } from '../../db/client.ts';
import { keySeen } from '../../lib/idempotency.ts';
import { type SeatsLeft, seatsLeftNow, seatsRefusal } from './seats-left.ts';

/**
 * The seats a conference has left, told by each booking that took some to the bookings still
 * waiting for their turn on it in this process: one the seats left cannot hold leaves the line
 * with its refusal instead of waiting behind the others (a crowd on the last seats arrives
 * together, before any is taken). Another instance's bookings learn it in their turn, as before.
 */
type Listener = (left: SeatsLeft) => void;
const listeners = new Map<number, Set<Listener>>();

/** Calls `listener` with each news of the conference's seats until the returned stop is called. */
export function listenToSeats(conferenceId: number, listener: Listener): () => void {
  const set = listeners.get(conferenceId) ?? new Set<Listener>();
  listeners.set(conferenceId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(conferenceId) === set) listeners.delete(conferenceId);
  };
}

/** Someone is waiting to hear of the conference's seats (else there is nothing to read). */
export const seatsAwaited = (conferenceId: number): boolean => (listeners.get(conferenceId)?.size ?? 0) > 0;

export function tellSeats(conferenceId: number, left: SeatsLeft): void {
  for (const listener of [...(listeners.get(conferenceId) ?? [])]) listener(left);
}

/** After a booking took seats, in its turn: what is left, read only when someone waits to hear it. */
export async function tellSeatsLeft(db: Db, conferenceId: number): Promise<void> {
  if (!seatsAwaited(conferenceId)) return;
  const left = await seatsLeftNow(db, conferenceId);
  if (left) tellSeats(conferenceId, left);
}

/**
 * For a booking waiting for its turn: leaves the line with its refusal once the seats left cannot
 * hold it. One with a waiting-list offer (its seats are held for it) and the retry of a request
 * already answered (its Idempotency-Key, whose turn replays the answer) wait for their turn.
 */
export function leaveWhenSoldOut(
  db: Db,
  body: Parameters<typeof seatsRefusal>[0],
  idempotencyKey: string | null,
  leave: (reason: unknown) => void,
): () => void {
  if (body.offer_token) return () => {};
  return listenToSeats(body.conference_id, (left) => {
    const refusal = seatsRefusal(body, left);
    if (!refusal) return;
    if (!idempotencyKey) return leave(refusal);
    keySeen(db, 'public_order', idempotencyKey).then(
      (seen) => {
        if (!seen) leave(refusal);
      },
      () => {}, // unread: it waits for its turn, which answers
    );
  });
}
