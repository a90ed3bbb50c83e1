import { romeWireDate, SEAT_HOLDING_STATES, type TPublicConference } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The public catalogue: active, live conferences with their optionals and workshops and the seats
 * left, in ONE statement (json built by PostgreSQL), the fields the public may see and no other.
 */

const holding = sql.raw(SEAT_HOLDING_STATES.map((s) => `'${s}'`).join(','));

/** Seats left of `seats` once `taken` (a count) is subtracted; null when unlimited. */
const seatsLeft = (seats: SQL, taken: SQL) =>
  sql`case when ${seats} is null then null else greatest(0, ${seats} - (${taken}))::int end`;

const conferenceTaken = sql`select count(*) from participants p join orders o on o.id = p.order_id
  where o.conference_id = c.id and o.deleted_at is null and o.status in (${holding})
  and p.attendance = 'in_person'`;

const workshopTaken = sql`select count(*) from participant_workshops pw
  join participants p on p.id = pw.participant_id join orders o on o.id = p.order_id
  where pw.workshop_id = w.id and o.deleted_at is null and o.status in (${holding})`;

function catalogue(where: SQL) {
  return sql`select c.id, c.title, c.city, c.country, c.date_start, c.date_end, c.description,
    c.image, c.streaming, c.price, ${seatsLeft(sql`c.seats`, conferenceTaken)} as seats_left,
    coalesce((select json_agg(json_build_object('id', o.id, 'title', o.title, 'price', o.price)
        order by o.position, o.id)
      from conference_optionals o where o.conference_id = c.id), '[]') as optionals,
    coalesce((select json_agg(json_build_object('id', w.id, 'title', w.title,
        'seats_left', ${seatsLeft(sql`w.seats`, workshopTaken)}) order by w.position, w.id)
      from conference_workshops w where w.conference_id = c.id), '[]') as workshops
    from conferences c
    where c.active and c.deleted_at is null and ${where}
    order by c.date_start, c.id`;
}

const rowsOf = (result: unknown) => (result as { rows: TPublicConference[] }).rows;

/** GET /api/public/conferences: the ones that have not ended (in Italy's calendar), soonest first. */
export async function listPublicConferences(db: Db): Promise<TPublicConference[]> {
  return rowsOf(await db.execute(catalogue(sql`c.date_end >= ${romeWireDate()}`)));
}

/** GET /api/public/conferences/{id}: an active, live conference (ended ones too: they show, closed). */
export async function findPublicConference(db: Db, id: number): Promise<TPublicConference | null> {
  return rowsOf(await db.execute(catalogue(sql`c.id = ${id}`)))[0] ?? null;
}
