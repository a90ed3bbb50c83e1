import type { TLocale } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { readContactEmail } from '../association-contact.ts';
import { withContact } from './templates/layout.ts';

export interface MailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

export interface OutgoingMail {
  /** what the message is, e.g. "order-recap.v1" (template and its version) */
  kind: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** the language it is written in (a rendered mail says it); Italian without one */
  language?: TLocale;
  /** the record it is about, so a screen can show whether it was sent */
  entity?: string;
  entityId?: string | number;
}

/**
 * Writes a message to the outbox inside the caller's transaction: it is delivered by the worker
 * only once that transaction commits, and a rollback drops it. Every message is sent from the
 * no-reply sender, so the association's contact address, when one is set, becomes its Reply-To and
 * its last paragraph says to write there, in the mail's language; without one, nothing invites a reply.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<{ id: number }> {
  const recipients = [...new Set(mail.to.map((a) => a.trim()).filter(Boolean))];
  if (recipients.length === 0) throw new Error('enqueueMail: no recipients');
  const contact = await readContactEmail(tx);
  const body = withContact(mail, contact, mail.language);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipients,
      subject: mail.subject,
      html: body.html,
      text: body.text,
      replyTo: contact,
      attachments: mail.attachments ?? [],
      entity: mail.entity ?? null,
      entityId: mail.entityId === undefined ? null : String(mail.entityId),
    })
    .returning({ id: mailOutbox.id });
  return row;
}
