import { type PayerUser, PRICE_KINDS, SEAT_HOLDING_STATES } from '@app/shared';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conferenceOptionals,
  conferences,
  conferenceWorkshops,
  countries,
  coupons,
  globalPrices,
  orders,
  participants,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { conferenceHeldSql, workshopHeldSql } from '../../lib/waiting-holds.ts';

/** What a booking reads and locks: the conference, its children, seats, users, prices, coupons. */

export type BookableConference = Awaited<ReturnType<typeof findConference>>;

/** The live conference, locked FOR UPDATE when booking: bookings of one conference take turns. */
export async function findConference(tx: Db, id: number, lock: boolean) {
  const query = tx
    .select({
      id: conferences.id,
      title: conferences.title,
      city: conferences.city,
      active: conferences.active,
      dateStart: conferences.dateStart,
      dateEnd: conferences.dateEnd,
      price: conferences.price,
      vatRule: conferences.vatRule,
      streaming: conferences.streaming,
      seats: conferences.seats,
    })
    .from(conferences)
    .where(and(eq(conferences.id, id), isNull(conferences.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function conferenceOptionalsOf(tx: Db, conferenceId: number) {
  return tx
    .select({
      id: conferenceOptionals.id,
      title: conferenceOptionals.title,
      price: conferenceOptionals.price,
    })
    .from(conferenceOptionals)
    .where(eq(conferenceOptionals.conferenceId, conferenceId));
}

const holdsSeats = and(isNull(orders.deletedAt), inArray(orders.status, [...SEAT_HOLDING_STATES]));
const holding = sql.raw(SEAT_HOLDING_STATES.map((s) => `'${s}'`).join(','));

/**
 * The conference's workshops with the seats each has taken, locked (in id order) when booking.
 * Read after the conference's lock is held, so the counts see every booking made before it. Seats
 * held by waiting-list offers count as taken, but those of `exceptOffer` (the booking's own).
 */
export async function conferenceWorkshopsOf(
  tx: Db,
  conferenceId: number,
  lock: boolean,
  exceptOffer: number | null = null,
) {
  const query = tx
    .select({
      id: conferenceWorkshops.id,
      title: conferenceWorkshops.title,
      seats: conferenceWorkshops.seats,
      taken: sql<number>`(select count(*)::int from participant_workshops pw
        join participants p on p.id = pw.participant_id join orders o on o.id = p.order_id
        where pw.workshop_id = ${sql.raw('"conference_workshops"."id"')} and o.deleted_at is null
        and o.status in (${holding})) + ${workshopHeldSql(sql.raw('"conference_workshops"."id"'), exceptOffer)}`,
    })
    .from(conferenceWorkshops)
    .where(eq(conferenceWorkshops.conferenceId, conferenceId))
    .orderBy(asc(conferenceWorkshops.id));
  return lock ? query.for('update', { of: conferenceWorkshops }) : query;
}

/**
 * In-person participants of the conference's orders that hold seats, plus the seats held by
 * waiting-list offers but those of `exceptOffer`.
 */
export async function conferenceSeatsTaken(
  tx: Db,
  conferenceId: number,
  exceptOffer: number | null = null,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`(count(*) + ${conferenceHeldSql(conferenceId, exceptOffer)})::int` })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .where(and(eq(orders.conferenceId, conferenceId), holdsSeats, eq(participants.attendance, 'in_person')));
  return row.n;
}

export type KnownUser = PayerUser & { id: number; company_founder: number };

/** The live users whose e-mail is one of `emails` (lower-case), by lower-cased e-mail. */
export async function usersByEmail(tx: Db, emails: string[]): Promise<Map<string, KnownUser>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({
      email: sql<string>`lower(${users.email})`,
      id: users.id,
      remove_fee: users.removeFee,
      speaker: users.speaker,
      profile_name: profiles.name,
      company_id: users.companyId,
      company_founder: users.companyFounder,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(inArray(sql`lower(${users.email})`, emails), isNull(users.deletedAt)));
  return new Map(rows.map(({ email, ...user }) => [email, user]));
}

export async function priceTable(tx: Db): Promise<Record<(typeof PRICE_KINDS)[number], number>> {
  const rows = await tx.select({ kind: globalPrices.kind, price: globalPrices.price }).from(globalPrices);
  const byKind = new Map(rows.map((r) => [r.kind, r.price]));
  return Object.fromEntries(PRICE_KINDS.map((k) => [k, byKind.get(k) ?? 0])) as Record<
    (typeof PRICE_KINDS)[number],
    number
  >;
}

export async function findCoupon(tx: Db, code: string) {
  const [row] = await tx
    .select({
      id: coupons.id,
      code: coupons.code,
      discount: coupons.discount,
      percent: coupons.percent,
      conferenceId: coupons.conferenceId,
      validUntil: coupons.validUntil,
      maxUses: coupons.maxUses,
      uses: coupons.uses,
    })
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = ${code.toLowerCase()}`, isNull(coupons.deletedAt)));
  return row ?? null;
}

/**
 * Takes one use of the coupon, atomically: the conditional UPDATE waits for a concurrent one on the
 * same row and then re-checks `uses < max_uses`, so the last use is taken once. False: used up.
 */
export async function takeCouponUse(tx: Db, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        isNull(coupons.deletedAt),
        or(isNull(coupons.maxUses), sql`${coupons.uses} < ${coupons.maxUses}`),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

export async function countryExists(tx: Db, id: number): Promise<boolean> {
  return (await countryCode(tx, id)) !== null;
}

/** A country's ISO code by its id, or null when there is no such country. */
export async function countryCode(tx: Db, id: number): Promise<string | null> {
  const [row] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.id, id));
  return row?.code ?? null;
}
