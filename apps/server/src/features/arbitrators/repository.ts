import type { TArbitrator, TArbitratorStatus, TArbitratorsQuery } from '@app/shared';
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arbitrators, distributionCases } from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';

type ArbitratorRecord = typeof arbitrators.$inferSelect;

export const statusOf = (a: { approved: number; rejectedAt: Date | null }): TArbitratorStatus =>
  a.approved === 1 ? 'approved' : a.rejectedAt ? 'rejected' : 'pending';

/** The list's `status` filter as a condition on the row. */
function statusWhere(status: TArbitratorStatus | undefined): SQL[] {
  if (status === 'approved') return [eq(arbitrators.approved, 1)];
  if (status === 'rejected') return [eq(arbitrators.approved, 0), isNotNull(arbitrators.rejectedAt)];
  if (status === 'pending') return [eq(arbitrators.approved, 0), isNull(arbitrators.rejectedAt)];
  return [];
}

export function toWire(a: ArbitratorRecord, cases: { title: string; description: string }[]): TArbitrator {
  return {
    id: a.id,
    user_id: a.userId,
    approved: a.approved === 1 ? 1 : 0,
    email: a.email,
    name: a.name,
    surname: a.surname,
    phone: a.phone,
    country: a.countryId,
    year_of_birth: a.yearOfBirth,
    group: a.group as TArbitrator['group'],
    languages: a.languages,
    professional_qualification: a.professionalQualification,
    experience_field_distribution: a.experienceFieldDistribution,
    litigation_experience: a.litigationExperience,
    arbitration_experience: a.arbitrationExperience,
    experience_in_house: a.experienceInHouse,
    distribution_cases: cases,
    curriculum: a.curriculum,
    first_reccomandation: a.firstReccomandation,
    second_reccomandation: a.secondReccomandation,
    image: a.image,
    status: statusOf(a),
    applied_at: a.appliedAt?.toISOString() ?? null,
    rejected_at: a.rejectedAt?.toISOString() ?? null,
    rejection_reason: a.rejectionReason,
    updated_at: a.updatedAt.toISOString(),
    version: a.version,
  };
}

/** The arbitrator with its distribution cases in order; null when missing or in the trash. */
export async function findArbitrator(db: Db, id: number): Promise<TArbitrator | null> {
  const [row] = await db
    .select()
    .from(arbitrators)
    .where(and(eq(arbitrators.id, id), isNull(arbitrators.deletedAt)));
  if (!row) return null;
  const cases = await db
    .select({ title: distributionCases.title, description: distributionCases.description })
    .from(distributionCases)
    .where(eq(distributionCases.arbitratorId, id))
    .orderBy(asc(distributionCases.position), asc(distributionCases.id));
  return toWire(row, cases);
}

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const ARBITRATOR_SORTS = ['id', 'email', 'name', 'surname', 'approved', 'review'] as const;

/**
 * `sort=review`, the back-office list's own order: applications waiting for a decision first, then
 * the others, newest first within each (ids grow with time). One expression, so `-review` reverses it.
 */
const reviewOrder = sql`(case when ${arbitrators.approved} = 0 and ${arbitrators.rejectedAt} is null
  then 0 else 1 end) * 2147483648::bigint - ${arbitrators.id}`;

export async function listArbitrators(db: Db, query: TArbitratorsQuery) {
  const approved = query.all ? query.approved : 1;
  const { rows, total } = await listPage({
    query,
    rows: db
      .select({
        id: arbitrators.id,
        email: arbitrators.email,
        name: arbitrators.name,
        surname: arbitrators.surname,
        approved: arbitrators.approved,
        rejectedAt: arbitrators.rejectedAt,
        version: arbitrators.version,
      })
      .from(arbitrators)
      .$dynamic(),
    count: db.select({ total: count() }).from(arbitrators).$dynamic(),
    where: [
      isNull(arbitrators.deletedAt),
      ...equalsFilters([[arbitrators.approved, approved]]),
      ...(query.all ? statusWhere(query.status) : []),
    ],
    sorts: {
      id: arbitrators.id,
      email: sql`lower(${arbitrators.email})`,
      name: sql`lower(${arbitrators.name})`,
      surname: sql`lower(${arbitrators.surname})`,
      approved: arbitrators.approved,
      review: reviewOrder,
    } satisfies SortsOf<typeof ARBITRATOR_SORTS>,
    defaultSort: 'id',
    tiebreak: arbitrators.id,
    search: [arbitrators.email, arbitrators.name, arbitrators.surname],
  });
  return {
    rows: rows.map(({ rejectedAt, ...r }) => ({
      ...r,
      approved: r.approved === 1 ? (1 as const) : (0 as const),
      status: statusOf({ approved: r.approved, rejectedAt }),
    })),
    total,
  };
}
