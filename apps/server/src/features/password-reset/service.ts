import { PASSWORD_RESET_MSG } from '@app/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { endLoginFailures } from '../../lib/login-limits.ts';
import { assertPasswordPolicy } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

const invalidLink = () =>
  new AppError('validation', PASSWORD_RESET_MSG.invalidLink, {
    errors: { token: PASSWORD_RESET_MSG.invalidLink },
  });

/** The live (unused, unexpired) link of a token and its user, for the page to greet them. */
export async function checkResetToken(db: Db, token: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      surname: users.surname,
      expiresAt: passwordResetTokens.expiresAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw invalidLink();
  return { email: row.email, name: row.name, surname: row.surname, expires_at: row.expiresAt.toISOString() };
}

/**
 * Uses the link once: the token is claimed atomically (a second use, even a concurrent one, finds
 * it used), the password is set, last_reset_password recorded and every session of the user revoked.
 * The email's sign-in failures and link requests stop counting, so the new password signs in at once.
 */
export async function resetPassword(
  tx: Db,
  audit: AuditRecorder,
  token: string,
  password: string,
  ip: string,
) {
  // before the claim: a refused password leaves the link usable
  assertPasswordPolicy(password);
  const now = new Date();
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) throw invalidLink();
  const updated = await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), lastResetPassword: now })
    .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
    .returning({ email: users.email });
  if (updated.length === 0) throw invalidLink();
  await revokeUserSessions(tx, claimed.userId);
  await endLoginFailures(tx, updated[0].email, ip);
  audit.record({
    entity: 'user',
    entityId: claimed.userId,
    action: 'password_reset',
    after: { last_reset_password: now.toISOString() },
  });
}
