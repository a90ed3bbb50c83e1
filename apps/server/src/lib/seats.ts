import { SEAT_HOLDING_STATES } from '@app/shared';
import { and, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, participants, participantWorkshops } from '../db/schema/index.ts';

/** Orders that hold seats: live and awaiting payment or paid (an expired or cancelled one gave them back). */
const holding = (conferenceId: number) =>
  and(
    eq(orders.conferenceId, conferenceId),
    isNull(orders.deletedAt),
    inArray(orders.status, [...SEAT_HOLDING_STATES]),
  );

/**
 * The seats taken at a conference: its in-person participants, and each workshop's participants,
 * of the orders that hold seats. Read under the conference's and workshops' row locks, the count
 * cannot move until the transaction ends.
 */
export async function seatsTaken(
  db: Db,
  conferenceId: number,
): Promise<{ conference: number; workshops: Map<number, number> }> {
  const [conference] = await db
    .select({ n: count() })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .where(and(holding(conferenceId), eq(participants.attendance, 'in_person')));
  const workshops = await db
    .select({ id: participantWorkshops.workshopId, n: count() })
    .from(participantWorkshops)
    .innerJoin(participants, eq(participants.id, participantWorkshops.participantId))
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .where(and(holding(conferenceId), isNotNull(participantWorkshops.workshopId)))
    .groupBy(participantWorkshops.workshopId);
  return {
    conference: Number(conference?.n ?? 0),
    workshops: new Map(workshops.map((w) => [w.id as number, Number(w.n)])),
  };
}
