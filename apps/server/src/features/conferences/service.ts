import { CONFERENCE_MSG, CONFERENCE_READ_ONLY, type TConference, type TPrices } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { trashVersioned, updateVersioned } from '../../lib/records.ts';
import { seatsReleased } from '../../lib/seat-release.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import {
  assertImageExists,
  type ConferenceInput,
  countOrders,
  loadConference,
  loadPrices,
  replaceChildren,
  toRow,
  writePrices,
} from './repository.ts';
import { refuseSeatsBelowTaken } from './seats.ts';

type Input = ConferenceInput & { version?: number; id?: number };

async function savePricesIn(tx: Db, audit: AuditRecorder, prices: TPrices | undefined) {
  if (!prices) return;
  const before = await loadPrices(tx);
  await writePrices(tx, prices);
  audit.record({ entity: 'prices', entityId: 'conference', action: 'update', before, after: prices });
}

const conferenceRecord = (tx: Db, id: number) => ({
  table: conferences,
  id,
  key: 'conference',
  load: () => loadConference(tx, id),
});

/** Creates the conference with its optionals and workshops, and the global prices when given. */
export async function createConference(
  tx: Db,
  audit: AuditRecorder,
  input: Input,
  prices?: TPrices,
): Promise<TConference> {
  refuseReadOnlyChanges('conference', input, null, CONFERENCE_READ_ONLY);
  await assertImageExists(tx, input.image);
  const [row] = await tx.insert(conferences).values(toRow(input)).returning({ id: conferences.id });
  await replaceChildren(tx, 'optionals', row.id, input.optionals);
  await replaceChildren(tx, 'workshops', row.id, input.workshops);
  await savePricesIn(tx, audit, prices);
  const after = (await loadConference(tx, row.id))!;
  audit.record({ entity: 'conference', entityId: row.id, action: 'create', after });
  return after;
}

/** Updates the whole tree in one transaction; a stale version answers 412 with the current one. */
export function updateConference(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: Input,
  expected: number | undefined,
  prices?: TPrices,
): Promise<TConference> {
  return updateVersioned(tx, {
    ...conferenceRecord(tx, id),
    audit,
    expected,
    body: input,
    readOnly: CONFERENCE_READ_ONLY,
    check: async () => {
      await assertImageExists(tx, input.image);
      await refuseSeatsBelowTaken(tx, id, input);
    },
    write: async () => {
      await tx.update(conferences).set(toRow(input)).where(eq(conferences.id, id));
      await replaceChildren(tx, 'optionals', id, input.optionals);
      await replaceChildren(tx, 'workshops', id, input.workshops);
      await savePricesIn(tx, audit, prices);
      // more seats than before: the waiting list may offer them (decision 0035)
      await seatsReleased(tx, audit, id);
    },
  });
}

/** Moves the conference to the trash; refused (409) while it has orders. */
export function deleteConference(tx: Db, audit: AuditRecorder, id: number) {
  return trashVersioned(tx, audit, {
    ...conferenceRecord(tx, id),
    entity: 'conference',
    check: async () => {
      const n = await countOrders(tx, id);
      if (n > 0) {
        throw new AppError('conflict', `${CONFERENCE_MSG.hasOrders} (${n})`, { orders: n });
      }
    },
  });
}

export async function savePrices(tx: Db, audit: AuditRecorder, prices: TPrices): Promise<TPrices> {
  await savePricesIn(tx, audit, prices);
  return loadPrices(tx);
}
