import { MAIL_MSG } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

/**
 * Puts a failed message back in the queue for one more attempt now. Its attempts keep counting, so
 * a new failure marks it failed again with the new SMTP answer instead of starting a retry cycle.
 */
export async function retryMail(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  const [mail] = await tx
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .for('update');
  if (!mail) throw new AppError('not_found', 'Email non trovata');
  if (mail.status !== 'failed') throw new AppError('conflict', MAIL_MSG.notFailed);
  await tx
    .update(mailOutbox)
    .set({ status: 'queued', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
  audit.record({
    entity: 'mail',
    entityId: id,
    action: 'retry',
    before: { status: 'failed' },
    after: { status: 'queued' },
  });
}
