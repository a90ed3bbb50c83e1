import { APPLICATION_MSG, type TArbitrator } from '@app/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arbitrators, mailOutbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import {
  APPLICATION_APPROVED_KIND,
  applicationRejected,
} from '../../lib/mail/templates/arbitrator-application.v1.ts';
import {
  APPLICATION_APPROVED_V2_KIND,
  applicationApprovedV2,
} from '../../lib/mail/templates/arbitrator-approved.v2.ts';
import { userLocale } from '../../lib/mail/user-language.ts';
import { issuePasswordLink } from '../../lib/password-links.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { findArbitrator } from './repository.ts';

/**
 * What an approval means for an application of the public form: its user (profile arbitrator,
 * inactive until now) becomes active and is mailed the approval, saying what the account is for
 * (their page on the member site), with a single-use link to set a password (lib/password-links.ts). Arbitrators an admin created are left as they are.
 */
export async function welcomeApplicant(tx: Db, audit: AuditRecorder, a: TArbitrator, publicUrl: string) {
  if (!a.applied_at || a.user_id === null) return;
  const [user] = await tx
    .update(users)
    .set({ active: true, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, a.user_id), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email, name: users.name, surname: users.surname });
  if (!user) return;
  audit.record({
    entity: 'user',
    entityId: user.id,
    action: 'update',
    before: { active: false },
    after: { active: true },
  });
  await issuePasswordLink(tx, user, publicUrl, applicationApprovedV2);
}

/**
 * An approval undone in time: the applicant's account is closed again, its password link stops
 * working and its sessions end; the approval mail still queued is withdrawn.
 */
export async function unwelcomeApplicant(tx: Db, audit: AuditRecorder, a: TArbitrator) {
  if (!a.applied_at || a.user_id === null) return;
  await tx
    .update(users)
    .set({ active: false, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, a.user_id));
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, a.user_id), isNull(passwordResetTokens.usedAt)));
  await revokeUserSessions(tx, a.user_id);
  await tx
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.kind, [APPLICATION_APPROVED_KIND, APPLICATION_APPROVED_V2_KIND]),
        eq(mailOutbox.entity, 'user'),
        eq(mailOutbox.entityId, String(a.user_id)),
        eq(mailOutbox.status, 'queued'),
      ),
    );
  audit.record({
    entity: 'user',
    entityId: a.user_id,
    action: 'update',
    before: { active: true },
    after: { active: false },
  });
}

/**
 * Rejects a pending arbitrator with a reason: the record stays (status rejected, filterable), the
 * applicant is mailed the reason, the user stays without access. An approved one is a 409.
 */
export async function rejectArbitrator(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  reason: string,
): Promise<TArbitrator> {
  const [done] = await tx
    .update(arbitrators)
    .set({
      rejectedAt: sql`now()`,
      rejectionReason: reason,
      version: sql`${arbitrators.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(arbitrators.id, id),
        isNull(arbitrators.deletedAt),
        eq(arbitrators.approved, 0),
        isNull(arbitrators.rejectedAt),
      ),
    )
    .returning({ id: arbitrators.id });
  const current = await findArbitrator(tx, id);
  if (!current) throw new AppError('not_found');
  if (!done) {
    throw new AppError(
      'conflict',
      current.status === 'approved' ? APPLICATION_MSG.alreadyApproved : APPLICATION_MSG.alreadyRejected,
    );
  }
  audit.record({
    entity: 'arbitrator',
    entityId: id,
    action: 'reject',
    before: { rejection_reason: null },
    after: { rejection_reason: reason },
  });
  await enqueueMail(tx, {
    ...applicationRejected(current, reason, await userLocale(tx, current.user_id)),
    to: [current.email],
    entity: 'arbitrator',
    entityId: id,
  });
  return current;
}

/** A rejected application is not approved afterwards (the applicant was told): 409. */
export async function refuseIfRejected(tx: Db, id: number) {
  const [rejected] = await tx
    .select({ id: arbitrators.id })
    .from(arbitrators)
    .where(and(eq(arbitrators.id, id), isNotNull(arbitrators.rejectedAt)));
  if (rejected) throw new AppError('conflict', APPLICATION_MSG.alreadyRejected);
}
