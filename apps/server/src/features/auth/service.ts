import {
  MFA_CHALLENGE_ATTEMPTS,
  MFA_CHALLENGE_MS,
  type TLogin,
  type TLoginMfa,
  type TProfile,
} from '@app/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mfaChallenges, profiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimLoginAttempt, forgetLoginAttempt, markLoginSuccess } from '../../lib/login-limits.ts';
import { isTotpEnabled, requireAdmin2fa, verifySecondFactor } from '../../lib/mfa.ts';
import { assertPasswordPolicy } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createSession } from '../../lib/sessions.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { adminNames } from './admin-account.ts';

const MSG_BAD_CODE = 'Codice non valido';
const MSG_CHALLENGE_GONE = 'Accesso scaduto: inserire di nuovo email e password';

type Meta = { ip: string; userAgent?: string };

/**
 * Password step. Without 2FA: the token, as always. With 2FA enabled: no token, a short-lived
 * mfa_token for POST /auth/login/mfa. An admin without 2FA while "require 2FA for all admins" is on:
 * a token restricted to enrolling 2FA (mfa_enrolment_required: true).
 */
export async function login(db: Db, input: TLogin, meta: Meta) {
  // counted before the (slow) verification, in a transaction of its own so no lock waits on argon2
  const attempt = await db.transaction((tx) => claimLoginAttempt(tx as unknown as Db, input.email, meta.ip));
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      passwordHash: users.passwordHash,
      active: users.active,
      profileName: profiles.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(sql`lower(${users.email}) = ${input.email}`, isNull(users.deletedAt)))
    .limit(1);
  const ok = (await verifyPassword(user?.passwordHash, input.password)) && user?.active === true;
  if (!ok || !user) throw new AppError('unauthorized', 'Email o password non corrette');
  if (await isTotpEnabled(db, user.id)) {
    // the attempt counts as a success only once the code is right (loginMfa)
    await forgetLoginAttempt(db, attempt);
    const { token, hash } = newToken();
    await db.insert(mfaChallenges).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + MFA_CHALLENGE_MS),
    });
    return { mfa_required: true as const, mfa_token: token };
  }
  await markLoginSuccess(db, attempt);
  const enrolmentOnly = user.profileName === 'admin' && (await requireAdmin2fa(db));
  const token = await createSession(db, user.id, meta, enrolmentOnly ? 'mfa_enrolment' : 'full');
  return {
    auth_token: token,
    user: sessionUser(user),
    ...(enrolmentOnly ? { mfa_enrolment_required: true } : {}),
  };
}

function sessionUser(user: {
  id: number;
  email: string;
  name: string;
  surname: string;
  profileName: string;
}) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    profile_name: user.profileName as TProfile,
  };
}

/**
 * Code step: the mfa_token of the password step and a code from the app (or a recovery code).
 * Five wrong codes or five minutes end the challenge; wrong codes count as failed sign-ins.
 * Runs in a transaction (the caller's), so a code or a challenge is consumed once.
 */
export async function loginMfa(db: Db, input: TLoginMfa, meta: Meta) {
  const now = new Date();
  const [challenge] = await db
    .select({
      id: mfaChallenges.id,
      userId: mfaChallenges.userId,
      email: users.email,
      name: users.name,
      surname: users.surname,
      profileName: profiles.name,
    })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashToken(input.mfa_token)),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
        lt(mfaChallenges.attempts, MFA_CHALLENGE_ATTEMPTS),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .for('update', { of: mfaChallenges })
    .limit(1);
  if (!challenge) throw new AppError('unauthorized', MSG_CHALLENGE_GONE);
  const email = challenge.email.toLowerCase();
  const attempt = await claimLoginAttempt(db, email, meta.ip);
  const ok = await verifySecondFactor(db, challenge.userId, input.code);
  if (ok) await markLoginSuccess(db, attempt);
  if (!ok) {
    await db
      .update(mfaChallenges)
      .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
      .where(eq(mfaChallenges.id, challenge.id));
    return null;
  }
  await db.update(mfaChallenges).set({ usedAt: now }).where(eq(mfaChallenges.id, challenge.id));
  const token = await createSession(db, challenge.userId, meta);
  return { auth_token: token, user: sessionUser({ ...challenge, id: challenge.userId }) };
}

export { MSG_BAD_CODE };

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: create that active admin unless a user has the email.
 * A password the policy refuses is refused here too (400 on `password`), never stored.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalized}`, isNull(users.deletedAt)))
    .limit(1);
  if (existing) return false;
  assertPasswordPolicy(password);
  const [admin] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, 'admin'));
  // instances starting together may both get here: the unique email index lets one insert win
  const created = await db
    .insert(users)
    .values({
      email: normalized,
      passwordHash: await hashPassword(password),
      ...adminNames(normalized),
      active: true,
      status: 'active',
      profileId: admin.id,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0;
}
