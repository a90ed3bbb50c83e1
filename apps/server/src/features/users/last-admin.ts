import { type TProfile, USER_MSG } from '@app/shared';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

// advisory lock (namespace, key) that every change taking an active admin away queues on
const ADMIN_COUNT_LOCK = [7303, 0] as const;

type AdminState = { id: number; profile_name: TProfile; active: boolean };

const isActiveAdmin = (u: Pick<AdminState, 'profile_name' | 'active'>) =>
  u.profile_name === 'admin' && u.active;

/**
 * Refuses (409, nothing changed) a demotion, a disabling or a deletion that would leave no active
 * admin: nobody could sign in to the dashboard any more. `before` must have been read with the
 * user's row locked; `after` is null for a deletion. Such changes queue on one lock, taken after
 * the row lock (a lock on every admin row would deadlock two of them locking their own row first),
 * so of two admins taking each other away at once the second sees the first one's commit.
 */
export async function assertActiveAdminRemains(
  tx: Db,
  before: AdminState,
  after: Pick<AdminState, 'profile_name' | 'active'> | null,
) {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_COUNT_LOCK[0]}, ${ADMIN_COUNT_LOCK[1]})`);
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        eq(profiles.name, 'admin'),
        eq(users.active, true),
        isNull(users.deletedAt),
        ne(users.id, before.id),
      ),
    );
  if (others.n === 0) throw new AppError('conflict', USER_MSG.lastAdmin);
}
