import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { created, ref, serialId, stampedAt, timestamps, timestamptz } from './common.ts';
import { invoices } from './invoices.ts';

/**
 * One invoice file to hand to SdI over PEC, at most once: a queue row per file name (SdI refuses a
 * name twice), claimed like the mail outbox (FOR UPDATE SKIP LOCKED + a lease in locked_until).
 * `sending` is written with the Message-ID before the SMTP conversation: a row found `sending`
 * once its lease is over may or may not have left, so it becomes `uncertain`, never re-sent
 * blindly; the provider's acceptance receipt (which names that Message-ID) settles it.
 */
export const sdiPecSends = pgTable(
  'sdi_pec_sends',
  {
    ...serialId(),
    invoiceId: ref('invoice_id', () => invoices.id).notNull(),
    fileName: text('file_name').notNull().unique(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: stampedAt('next_attempt_at'),
    lockedUntil: timestamptz('locked_until'),
    messageId: text('message_id').unique(),
    /** the SdI address the message went to */
    recipient: text('recipient'),
    sentAt: timestamptz('sent_at'),
    ...timestamps(),
  },
  (t) => [
    index('sdi_pec_sends_due_idx').on(t.status, t.nextAttemptAt),
    index('sdi_pec_sends_invoice_idx').on(t.invoiceId),
    check(
      'sdi_pec_sends_status_ck',
      sql`${t.status} in ('queued','sending','sent','uncertain','failed','skipped')`,
    ),
  ],
);

/**
 * The channel's single row: what the settings page shows (last send, last read, their errors, the
 * SdI address learnt from its first answer) and the inbox reader's lease and position.
 */
export const sdiPecChannel = pgTable(
  'sdi_pec_channel',
  {
    id: integer('id').primaryKey().default(1),
    /** the dedicated address SdI answered from: further invoices go there */
    sdiAddress: text('sdi_address'),
    lastSentAt: timestamptz('last_sent_at'),
    sendError: text('send_error'),
    sendErrorAt: timestamptz('send_error_at'),
    lastReadAt: timestamptz('last_read_at'),
    readError: text('read_error'),
    readErrorAt: timestamptz('read_error_at'),
    /** when an instance last started reading: the others wait a poll interval */
    readStartedAt: timestamptz('read_started_at'),
    readLockedUntil: timestamptz('read_locked_until'),
    /** INBOX's UIDVALIDITY and the highest UID looked at: older messages are not read again */
    uidValidity: text('uid_validity'),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [check('sdi_pec_channel_one_ck', sql`${t.id} = 1`)],
);

/** Every PEC message of the inbox the product acted on, by its Message-ID: a second sight changes nothing. */
export const sdiPecInbox = pgTable('sdi_pec_inbox', {
  messageKey: text('message_key').primaryKey(),
  /** 'sdi' (an SdI notification) or the provider receipt's X-Ricevuta */
  kind: text('kind').notNull(),
  /** in Italian, what it changed */
  outcome: text('outcome').notNull(),
  ...created(),
});
