import type { TListQuery, TUserRow, ZUserFilters } from '@app/shared';
import { and, count, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { profiles, subscriptions, userCounts, users } from '../../db/schema/index.ts';
import { containsPattern, equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';
import { membershipActive } from './repository.ts';

type UsersQuery = TListQuery & z.infer<typeof ZUserFilters> & { ids?: number[] };

/**
 * The user's company subscription, looked up per row (LATERAL) rather than computed for every
 * company: a page of 25 users costs 25 index probes, whatever the number of companies.
 */
const companySubscriptionOf = (db: Db) =>
  db
    .select({
      status: subscriptions.status,
      dateEnd: subscriptions.dateEnd,
      trialEnd: subscriptions.trialEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, users.companyId), isNull(subscriptions.deletedAt)))
    .orderBy(desc(sql`(${subscriptions.status} in ('active','trialing'))`), desc(subscriptions.id))
    .limit(1)
    .as('company_sub');

/** Accent- and case-insensitive search on name, surname (either order) and email: users.search_text. */
const userSearch = (q: string): SQL => sql`${users.searchText} LIKE f_unaccent(lower(${containsPattern(q)}))`;

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const USER_SORTS = [
  'surname',
  'name',
  'email',
  'profile_name',
  'status',
  'membership',
  'membership_expiry',
  'id',
] as const;

/** GET /api/users: by accent-folded surname (the index's order), filtered and searched. */
export async function listUsers(db: Db, query: UsersQuery) {
  const sub = companySubscriptionOf(db);
  const active = membershipActive(sub.status);
  const expiry = sql<string | null>`coalesce(${sub.dateEnd}, ${sub.trialEnd})`;
  const { membership } = query;
  const where = [
    isNull(users.deletedAt),
    ...equalsFilters([
      [profiles.name, query.profile],
      [users.status, query.status],
    ]),
    membership === undefined ? undefined : membership ? active : not(active),
    query.q ? userSearch(query.q) : undefined,
  ];
  // the count joins only what a filter needs: on most pages it is a count of live users
  let counted = db.select({ total: count() }).from(users).$dynamic();
  if (query.profile) counted = counted.innerJoin(profiles, eq(profiles.id, users.profileId));
  if (membership !== undefined) counted = counted.leftJoinLateral(sub, sql`true`);
  // without a search or a membership filter the total is a sum of the triggers' counters
  const bucketTotal =
    query.q || membership !== undefined
      ? undefined
      : async () => {
          const [row] = await db
            .select({ total: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
            .from(userCounts)
            .innerJoin(profiles, eq(profiles.id, userCounts.profileId))
            .where(
              and(
                query.profile ? eq(profiles.name, query.profile) : undefined,
                query.status ? eq(userCounts.status, query.status) : undefined,
              ),
            );
          return Number(row.total);
        };
  const { rows, total } = await listPage({
    query: { ...query, q: undefined },
    rows: db
      .select({
        id: users.id,
        email: users.email,
        surname: users.surname,
        name: users.name,
        profile_name: profiles.name,
        status: users.status,
        membership: active,
        membership_expiry: expiry,
        version: users.version,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .leftJoinLateral(sub, sql`true`)
      .$dynamic(),
    count: counted,
    total: bucketTotal,
    where,
    sorts: {
      surname: sql`lower(f_unaccent(${users.surname}))`,
      name: sql`lower(f_unaccent(${users.name}))`,
      email: sql`lower(${users.email})`,
      profile_name: profiles.name,
      status: users.status,
      membership: active,
      membership_expiry: expiry,
      id: users.id,
    } satisfies SortsOf<typeof USER_SORTS>,
    defaultSort: 'surname',
    tiebreak: users.id,
  });
  return { rows: rows as unknown as TUserRow[], total };
}
