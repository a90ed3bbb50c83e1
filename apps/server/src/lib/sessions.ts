import type { TProfile, TSessionUser } from '@app/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, sessions, settings, users, userTotp } from '../db/schema/index.ts';
import { REQUIRE_ADMIN_2FA } from './mfa.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
// last_seen_at is refreshed at most this often, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60 * 1000;

/** 'mfa_enrolment': the session may only call routes that allow it (config.mfaEnrolment). */
export type SessionScope = 'full' | 'mfa_enrolment';

export async function createSession(
  db: Db,
  userId: number,
  meta: { ip?: string; userAgent?: string },
  scope: SessionScope = 'full',
) {
  const { token, hash } = newToken();
  await db.insert(sessions).values({
    userId,
    scope,
    tokenHash: hash,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

export interface ResolvedSession {
  sessionId: number;
  scope: SessionScope;
  user: TSessionUser;
  /** the user's Member Area switch: opens the member routes */
  memberArea: boolean;
}

/**
 * The lookup every signed-in request makes, built once per database: Drizzle assembles the SQL
 * only once and the statement is prepared by name on each connection.
 */
function sessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      scope: sessions.scope,
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      profileName: profiles.name,
      memberArea: users.memberArea,
      // read at every request, so switching the requirement on restricts open sessions at once
      mustEnrol: sql<boolean>`(${profiles.name} = 'admin'
        AND EXISTS (SELECT 1 FROM ${settings}
          WHERE ${settings.key} = ${REQUIRE_ADMIN_2FA} AND ${settings.value} = 'true'::jsonb)
        AND NOT EXISTS (SELECT 1 FROM ${userTotp}
          WHERE ${userTotp.userId} = ${users.id} AND ${userTotp.enabledAt} IS NOT NULL))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}
const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The live session of a token: not revoked, not expired, not idle, its user active and not deleted. */
export async function resolveSession(db: Db, token: string): Promise<ResolvedSession | null> {
  const now = new Date();
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    // an admin without 2FA while it is required gets what a new sign-in would: enrolment only
    scope: row.mustEnrol ? 'mfa_enrolment' : (row.scope as SessionScope),
    memberArea: row.memberArea,
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      surname: row.surname,
      profile_name: row.profileName as TProfile,
    },
  };
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
