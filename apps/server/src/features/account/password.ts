import { ACCOUNT_PASSWORD_MSG } from '@app/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import { claimLoginAttempt, markLoginSuccess } from '../../lib/login-limits.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

/**
 * The signed-in user's own password is changed knowing the current one (a session left open is
 * not enough to take the account over). Each try counts as a sign-in attempt under the same
 * limits, committed on its own so a wrong password still counts. Returns the attempt's id.
 */
export async function checkCurrentPassword(
  db: Db,
  me: { id: number; email: string },
  ip: string,
  current: string,
): Promise<number> {
  const attempt = await db.transaction((tx) => claimLoginAttempt(tx as unknown as Db, me.email, ip));
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
  if (!(await verifyPassword(row?.hash, current))) {
    throw fieldError('current_password', ACCOUNT_PASSWORD_MSG.wrongCurrent);
  }
  return attempt;
}

/** The new hash stored, the attempt a success, every other session of the user ended. */
export async function setOwnPassword(
  tx: Db,
  audit: AuditRecorder,
  userId: number,
  sessionId: number,
  attempt: number,
  hash: string,
): Promise<void> {
  await markLoginSuccess(tx, attempt);
  await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  audit.record({
    entity: 'user',
    entityId: userId,
    action: 'password_change',
    after: { ended: ended.length },
  });
}
