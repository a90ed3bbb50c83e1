import { PEC_MSG } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, sdiPecSends } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { noteSent } from './pec-channel.ts';

/** The queue rows of SdI over PEC, and every way one of them is settled. */

export const PEC_SEND_MSG = {
  uncertain:
    'Invio interrotto: il messaggio potrebbe essere partito. Si attende la ricevuta di accettazione del gestore PEC',
  notToSend: (status: string) => `Non inviata: la fattura non è più da inviare (stato ${status})`,
} as const;

type SendRow = typeof sdiPecSends.$inferSelect;

/** Every invoice still to send gets its queue row: once per file name, whatever instances race. */
export async function queueInvoicesToSend(db: Db) {
  await db.execute(sql`INSERT INTO sdi_pec_sends (invoice_id, file_name)
    SELECT id, file_name FROM invoices WHERE sdi_status = 'to_send'
    ON CONFLICT (file_name) DO NOTHING`);
}

/**
 * A row still `sending` when its lease is over belongs to an instance that died or hung in the
 * SMTP conversation: its message may have left, so it is not sent again but waits for proof.
 */
export async function settleAbandoned(db: Db) {
  await db
    .update(sdiPecSends)
    .set({ status: 'uncertain', lockedUntil: null, lastError: PEC_SEND_MSG.uncertain, updatedAt: new Date() })
    .where(and(eq(sdiPecSends.status, 'sending'), sql`${sdiPecSends.lockedUntil} < now()`));
}

/**
 * Marks a claimed row `sending` with the Message-ID its message will carry, before any byte goes
 * out. False when the claim is no longer ours (the lease ran out and another instance claimed it:
 * `attempts` moved on).
 */
export async function stampSending(
  db: Db,
  job: { id: number; attempts: number },
  messageId: string,
  recipient: string,
): Promise<boolean> {
  const rows = await db
    .update(sdiPecSends)
    .set({ status: 'sending', messageId, recipient, updatedAt: new Date() })
    .where(
      and(
        eq(sdiPecSends.id, job.id),
        eq(sdiPecSends.status, 'queued'),
        eq(sdiPecSends.attempts, job.attempts),
        sql`${sdiPecSends.lockedUntil} > now()`,
      ),
    )
    .returning({ id: sdiPecSends.id });
  return rows.length === 1;
}

/** The message left (SMTP accepted it, or the provider's acceptance receipt says so): the invoice is sent. */
export async function confirmSent(tx: Db, audit: AuditRecorder, messageId: string): Promise<SendRow | null> {
  const [row] = await tx
    .update(sdiPecSends)
    .set({
      status: 'sent',
      sentAt: sql`coalesce(${sdiPecSends.sentAt}, now())`,
      lockedUntil: null,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(sdiPecSends.messageId, messageId), inArray(sdiPecSends.status, ['sending', 'uncertain'])))
    .returning();
  if (!row) return null;
  const [invoice] = await tx
    .update(invoices)
    .set({ sdiStatus: 'sent', sdiUpdatedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, row.invoiceId),
        eq(invoices.fileName, row.fileName),
        eq(invoices.sdiStatus, 'to_send'),
      ),
    )
    .returning({ id: invoices.id });
  if (invoice) {
    audit.record({
      entity: 'invoice',
      entityId: invoice.id,
      action: 'sdi_pec_sent',
      before: { sdi_status: 'to_send' },
      after: { sdi_status: 'sent', pec_to: row.recipient, pec_message_id: messageId },
    });
  }
  await noteSent(tx);
  return row;
}

/** Definitely not accepted (an SMTP refusal after the fact, or the provider's non-acceptance). */
export async function refuseSent(tx: Db, audit: AuditRecorder, messageId: string, reason: string) {
  const [row] = await tx
    .update(sdiPecSends)
    .set({ status: 'failed', lockedUntil: null, lastError: reason, updatedAt: new Date() })
    .where(
      and(
        eq(sdiPecSends.messageId, messageId),
        inArray(sdiPecSends.status, ['sending', 'uncertain', 'sent']),
      ),
    )
    .returning();
  if (!row) return null;
  const [invoice] = await tx
    .update(invoices)
    .set({ sdiStatus: 'to_send', sdiUpdatedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(invoices.id, row.invoiceId),
        eq(invoices.fileName, row.fileName),
        eq(invoices.sdiStatus, 'sent'),
      ),
    )
    .returning({ id: invoices.id });
  audit.record({
    entity: 'invoice',
    entityId: row.invoiceId,
    action: 'sdi_pec_refused',
    before: { sdi_status: invoice ? 'sent' : undefined },
    after: { sdi_status: invoice ? 'to_send' : undefined, pec_error: reason },
  });
  return row;
}

/** Left by the instance that was sending it, the message neither surely gone nor surely not. */
export async function markUncertain(db: Db, id: number, messageId: string, error: string) {
  await db
    .update(sdiPecSends)
    .set({ status: 'uncertain', lockedUntil: null, lastError: error, updatedAt: new Date() })
    .where(
      and(eq(sdiPecSends.id, id), eq(sdiPecSends.messageId, messageId), eq(sdiPecSends.status, 'sending')),
    );
}

/** The invoice changed since it was queued (answered by a receipts import, rewritten): nothing to send. */
export async function markSkipped(db: Db, id: number, reason: string) {
  await db
    .update(sdiPecSends)
    .set({ status: 'skipped', lockedUntil: null, lastError: reason, updatedAt: new Date() })
    .where(eq(sdiPecSends.id, id));
}

/** An SdI notification about a file proves the file reached SdI. */
export async function settleSendByNotification(tx: Db, fileName: string) {
  await tx
    .update(sdiPecSends)
    .set({
      status: 'sent',
      sentAt: sql`coalesce(${sdiPecSends.sentAt}, now())`,
      lockedUntil: null,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(sdiPecSends.fileName, fileName), inArray(sdiPecSends.status, ['sending', 'uncertain'])));
}

/** The invoice a queue row sends, as it is now. */
export async function invoiceToSend(db: Db, invoiceId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      fileName: invoices.fileName,
      xml: invoices.xml,
      sdiStatus: invoices.sdiStatus,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/**
 * The admin sends again an invoice whose send failed, or was left uncertain once they checked the
 * PEC mailbox's sent mail. Its attempts keep counting, like a retried e-mail.
 */
export async function retrySend(tx: Db, audit: AuditRecorder, invoiceId: number) {
  const [row] = await tx
    .select({ id: sdiPecSends.id, status: sdiPecSends.status, fileName: sdiPecSends.fileName })
    .from(sdiPecSends)
    .innerJoin(
      invoices,
      and(eq(invoices.id, sdiPecSends.invoiceId), eq(invoices.fileName, sdiPecSends.fileName)),
    )
    .where(and(eq(sdiPecSends.invoiceId, invoiceId), eq(invoices.sdiStatus, 'to_send')))
    .for('update');
  if (!row) throw new AppError('not_found', PEC_MSG.nothingToRetry);
  if (row.status !== 'failed' && row.status !== 'uncertain')
    throw new AppError('conflict', PEC_MSG.notRetryable);
  await tx
    .update(sdiPecSends)
    .set({ status: 'queued', nextAttemptAt: sql`now()`, lockedUntil: null, updatedAt: new Date() })
    .where(eq(sdiPecSends.id, row.id));
  audit.record({
    entity: 'invoice',
    entityId: invoiceId,
    action: 'retry',
    before: { pec_status: row.status },
    after: { pec_status: 'queued', file_name: row.fileName },
  });
}
