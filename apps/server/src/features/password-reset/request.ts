import { PASSWORD_RESET_MSG } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { claimLoginAttempt } from '../../lib/login-limits.ts';
import { issuePasswordLink } from '../../lib/password-links.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

/**
 * "Password dimenticata?": counted under the sign-in limits (per email and per address), then a
 * reset link mailed only to an active user with that email. The caller answers the same either
 * way, so the answer tells nobody whether the address is a user's. Returns whether a mail was queued.
 */
export async function requestPasswordLink(
  tx: Db,
  audit: AuditRecorder,
  email: string,
  ip: string,
  publicUrl: string,
) {
  await claimLoginAttempt(tx, email, ip, PASSWORD_RESET_MSG.tooManyRequests);
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  if (!user) return false;
  const { sentAt, mailId } = await issuePasswordLink(tx, user, publicUrl);
  audit.record({
    entity: 'user',
    entityId: user.id,
    action: 'password_link',
    after: { last_reset_password_link_sent: sentAt, mail_id: mailId },
  });
  return true;
}
