import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, orders } from '../../db/schema/index.ts';
import { readTickets } from '../../lib/tickets/tickets.ts';

/** The conference (live), or null. */
export async function conferenceOf(db: Db, id: number) {
  const [c] = await db
    .select({
      id: conferences.id,
      title: conferences.title,
      date_start: conferences.dateStart,
      date_end: conferences.dateEnd,
    })
    .from(conferences)
    .where(and(eq(conferences.id, id), isNull(conferences.deletedAt)));
  return c ?? null;
}

/** The tickets of the conference's paid orders: who is expected, and who has come. */
export const conferenceTickets = (db: Db, conferenceId: number) =>
  readTickets(db, and(eq(orders.conferenceId, conferenceId), eq(orders.status, 'paid')));
