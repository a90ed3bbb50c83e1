import {
  DEFAULT_LOCALE,
  romeWireDate,
  type TWaitingListJoin,
  WAITING_LIST_MSG,
  type ZWaitingListJoin,
} from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { waitingListEntries } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { uniqueOr } from '../../lib/unique-violation.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { freeByLine, offerFreedSeats } from './offers.ts';
import { liveEntryOf, lockConference, placeInLine } from './repository.ts';

export type JoinBody = z.output<typeof ZWaitingListJoin>;
export type { TWaitingListJoin };

const duplicate = () => new AppError('conflict', WAITING_LIST_MSG.duplicate);

/**
 * POST /api/public/conferences/{id}/waiting-list, in the caller's transaction and under the
 * conference's lock (a booking's own): only a full line takes someone (free seats enough for the
 * quantity: 409, book instead), one live entry per e-mail per line (a second one: 409). Answers
 * the entry's place in line.
 */
export async function joinWaitingList(
  tx: Db,
  audit: AuditRecorder,
  conferenceId: number,
  body: JoinBody,
): Promise<{ id: number; position: number }> {
  const c = await lockConference(tx, conferenceId);
  if (!c?.active) throw new AppError('not_found', WAITING_LIST_MSG.conferenceNotFound);
  if (c.dateEnd < romeWireDate()) throw new AppError('conflict', WAITING_LIST_MSG.conferenceClosed);
  const line = body.workshop_id ?? 0;
  if (body.workshop_id !== null && !c.workshops.some((w) => w.id === body.workshop_id)) {
    throw fieldError('workshop_id', WAITING_LIST_MSG.unknownWorkshop);
  }
  const free = (await freeByLine(tx, c)).get(line) ?? 0;
  if (free >= body.quantity) throw new AppError('conflict', WAITING_LIST_MSG.seatsFree);
  if (await liveEntryOf(tx, c.id, body.workshop_id, body.email)) throw duplicate();
  const [row] = await uniqueOr(
    () =>
      tx
        .insert(waitingListEntries)
        .values({
          conferenceId: c.id,
          workshopId: body.workshop_id,
          email: body.email,
          name: body.name,
          surname: body.surname,
          quantity: body.quantity,
          language: body.language ?? DEFAULT_LOCALE,
        })
        .returning({ id: waitingListEntries.id }),
    duplicate,
  );
  audit.record({
    entity: 'waiting_list_entry',
    entityId: row.id,
    action: 'create',
    after: { conference_id: c.id, workshop_id: body.workshop_id, quantity: body.quantity, email: body.email },
  });
  return { id: row.id, position: await placeInLine(tx, c.id, body.workshop_id, row.id) };
}

/**
 * An admin takes an entry out of the line (asked by the person, or a mistake): waiting or offered
 * becomes withdrawn; an offer's seats pass on to the next at once. Other states: 409.
 */
export async function withdrawEntry(
  tx: Db,
  audit: AuditRecorder,
  conferenceId: number,
  entryId: number,
  publicUrl: string,
) {
  const c = await lockConference(tx, conferenceId);
  if (!c) throw new AppError('not_found', WAITING_LIST_MSG.notFound);
  const [done] = await tx
    .update(waitingListEntries)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(
      and(
        eq(waitingListEntries.id, entryId),
        eq(waitingListEntries.conferenceId, conferenceId),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
      ),
    )
    .returning({ id: waitingListEntries.id });
  if (!done) {
    const [exists] = await tx
      .select({ id: waitingListEntries.id })
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.id, entryId), eq(waitingListEntries.conferenceId, conferenceId)));
    throw exists
      ? new AppError('conflict', WAITING_LIST_MSG.notLive)
      : new AppError('not_found', WAITING_LIST_MSG.notFound);
  }
  audit.record({
    entity: 'waiting_list_entry',
    entityId: entryId,
    action: 'withdraw',
    after: { status: 'withdrawn' },
  });
  await offerFreedSeats(tx, audit, conferenceId, publicUrl);
}
