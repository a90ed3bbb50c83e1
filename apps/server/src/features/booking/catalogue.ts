import {
  categoryFee,
  romeWireDate,
  SEAT_HOLDING_STATES,
  type TPublicConference,
  type TPublicConferenceDetail,
} from '@app/shared';
import { and, asc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences } from '../../db/schema/index.ts';
import { conferenceHeldSql, workshopHeldSql } from '../../lib/waiting-holds.ts';
import { priceTable } from './repository.ts';

/**
 * The public catalogue: active, live conferences with their optionals and workshops and the seats
 * left, in ONE statement (the lists built as json by PostgreSQL), the fields the public may see and
 * no other. Built once per database by Drizzle and prepared by name, like the session lookup.
 */

const holding = sql.raw(SEAT_HOLDING_STATES.map((s) => `'${s}'`).join(','));
// qualified: inside a subquery Drizzle's bare "id" would name the subquery's own column
const conferenceId = sql.raw('"conferences"."id"');

/** Seats left of `seats` once `taken` (a count) is subtracted; null when unlimited. */
const seatsLeft = (seats: SQL, taken: SQL) =>
  sql<number | null>`case when ${seats} is null then null else greatest(0, ${seats} - (${taken}))::int end`;

const conferenceTaken = sql`select count(*) from participants p join orders o on o.id = p.order_id
  where o.conference_id = ${conferenceId} and o.deleted_at is null and o.status in (${holding})
  and p.attendance = 'in_person'`;

const workshopTaken = sql`select count(*) from participant_workshops pw
  join participants p on p.id = pw.participant_id join orders o on o.id = p.order_id
  where pw.workshop_id = w.id and o.deleted_at is null and o.status in (${holding})`;

const fields = {
  id: conferences.id,
  title: conferences.title,
  city: conferences.city,
  country: conferences.country,
  date_start: conferences.dateStart,
  date_end: conferences.dateEnd,
  description: conferences.description,
  image: sql<string>`${conferences.image}`,
  streaming: conferences.streaming,
  price: conferences.price,
  title_en: conferences.titleEn,
  description_en: conferences.descriptionEn,
  seats_left: seatsLeft(
    sql.raw('"conferences"."seats"'),
    sql`(${conferenceTaken}) + ${conferenceHeldSql(conferenceId)}`,
  ),
  optionals: sql<TPublicConference['optionals']>`coalesce((select json_agg(json_build_object(
      'id', o.id, 'title', o.title, 'price', o.price, 'title_en', o.title_en) order by o.position, o.id)
    from conference_optionals o where o.conference_id = ${conferenceId}), '[]')`,
  workshops: sql<TPublicConference['workshops']>`coalesce((select json_agg(json_build_object(
      'id', w.id, 'title', w.title, 'title_en', w.title_en, 'seats_left', ${seatsLeft(sql`w.seats`, sql`(${workshopTaken}) + ${workshopHeldSql(sql`w.id`)}`)})
      order by w.position, w.id)
    from conference_workshops w where w.conference_id = ${conferenceId}), '[]')`,
};

function statements(db: Db) {
  const published = and(eq(conferences.active, true), isNull(conferences.deletedAt));
  return {
    list: db
      .select(fields)
      .from(conferences)
      .where(and(published, gte(conferences.dateEnd, sql.placeholder('today'))))
      .orderBy(asc(conferences.dateStart), asc(conferences.id))
      .prepare('public_catalogue'),
    one: db
      .select(fields)
      .from(conferences)
      .where(and(published, eq(conferences.id, sql.placeholder('id'))))
      .prepare('public_conference'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof statements>>();

function catalogueOf(db: Db) {
  let s = prepared.get(db);
  if (!s) {
    s = statements(db);
    prepared.set(db, s);
  }
  return s;
}

/**
 * The list is the same for everyone and read far more often than it changes: a rush of visitors
 * shares one query per second (requests arriving meanwhile wait for the same answer). A booking made
 * in this process forgets it at once; another instance's shows here within the second.
 */
const CACHE_MS = 1000;
const cache = new WeakMap<Db, { at: number; rows: Promise<TPublicConference[]> }>();

/** GET /api/public/conferences: the ones that have not ended (in Italy's calendar), soonest first. */
export function listPublicConferences(db: Db): Promise<TPublicConference[]> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.rows;
  const rows = catalogueOf(db).list.execute({ today: romeWireDate(new Date(now)) });
  cache.set(db, { at: now, rows });
  // a failed read is not kept: the next request asks again
  rows.catch(() => {
    if (cache.get(db)?.rows === rows) cache.delete(db);
  });
  return rows;
}

/** Seats changed here: the next catalogue request reads them again. */
export function forgetCatalogue(db: Db) {
  cache.delete(db);
}

/** GET /api/public/conferences/{id}: an active, live conference (ended ones too: they show, closed). */
export async function findPublicConference(db: Db, id: number): Promise<TPublicConference | null> {
  const [row] = await catalogueOf(db).one.execute({ id });
  return row ?? null;
}

/** The conference with the prices that may apply on it, by the shared rule (capped at its full price). */
export async function withPrices(db: Db, c: TPublicConference): Promise<TPublicConferenceDetail> {
  const table = await priceTable(db);
  return {
    ...c,
    prices: {
      member: categoryFee(table.PRICE_CONFERENCE_MEMBER, c.price),
      guests: categoryFee(table.PRICE_CONFERENCE_GUESTS, c.price),
      streaming: c.streaming ? categoryFee(table.PRICE_CONFERENCE_STREAMING, c.price) : null,
    },
  };
}
