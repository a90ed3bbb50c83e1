import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { created, serialId, stampedAt, timestamptz } from './common.ts';

/** Every message is written here first and delivered by a worker with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...serialId(),
    kind: text('kind').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** the association's contact address when the message was queued (Reply-To); null: none set */
    replyTo: text('reply_to'),
    /** files sent with the message (an invoice's PDF), kept with it until it is delivered */
    attachments: jsonb('attachments')
      .$type<{ filename: string; content_type: string; content_base64: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: stampedAt('next_attempt_at'),
    lockedUntil: timestamptz('locked_until'),
    sentAt: timestamptz('sent_at'),
    entity: text('entity'),
    entityId: text('entity_id'),
    ...created(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_entity_idx').on(t.entity, t.entityId),
    check('mail_outbox_status_ck', sql`${t.status} in ('queued','sent','failed')`),
  ],
);
