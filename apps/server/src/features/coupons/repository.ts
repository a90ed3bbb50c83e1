import type { TCoupon, TCouponRow, TCouponUpdate, TListQuery } from '@app/shared';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, coupons } from '../../db/schema/index.ts';
import { listPage, type SortsOf } from '../../lib/list.ts';

const columns = {
  id: coupons.id,
  code: coupons.code,
  discount: coupons.discount,
  percent: coupons.percent,
  conference_id: coupons.conferenceId,
  valid_until: coupons.validUntil,
  max_uses: coupons.maxUses,
  uses: coupons.uses,
  version: coupons.version,
};

/** Wire → row: what a save writes (never `uses`). */
export const couponColumns = (c: TCouponUpdate) => ({
  code: c.code,
  discount: c.discount,
  percent: c.percent,
  conferenceId: c.conference_id,
  validUntil: c.valid_until,
  maxUses: c.max_uses,
});

/** The live coupon, or null when missing or in the trash. */
export async function loadCoupon(db: Db, id: number): Promise<TCoupon | null> {
  const [row] = await db
    .select(columns)
    .from(coupons)
    .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
  return row ?? null;
}

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const COUPON_SORTS = ['id', 'code', 'valid_until', 'uses'] as const;

/** GET /api/coupons: newest first by default, searchable by code. */
export async function listCoupons(db: Db, query: TListQuery): Promise<{ rows: TCouponRow[]; total: number }> {
  return listPage({
    query,
    rows: db
      .select({ ...columns, conference_title: conferences.title })
      .from(coupons)
      .leftJoin(conferences, eq(conferences.id, coupons.conferenceId))
      .$dynamic(),
    count: db.select({ total: count() }).from(coupons).$dynamic(),
    where: [isNull(coupons.deletedAt)],
    sorts: {
      id: coupons.id,
      code: sql`lower(${coupons.code})`,
      valid_until: coupons.validUntil,
      uses: coupons.uses,
    } satisfies SortsOf<typeof COUPON_SORTS>,
    defaultSort: '-id',
    tiebreak: coupons.id,
    search: [coupons.code],
  });
}

/** Another live coupon with this code, whatever its case. */
export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        isNull(coupons.deletedAt),
        exceptId === undefined ? undefined : ne(coupons.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function conferenceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: conferences.id })
    .from(conferences)
    .where(and(eq(conferences.id, id), isNull(conferences.deletedAt)));
  return Boolean(row);
}
