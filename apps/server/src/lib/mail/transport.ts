import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { OWNER_DIR_MODE, OWNER_FILE_MODE, ownerOnlyDir, ownerOnlyTree } from '../owner-only.ts';
import type { MailAttachment } from './outbox.ts';

export interface Deliverable {
  id: number;
  recipients: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** the association's contact address; null: none */
  reply_to?: string | null;
}

export interface MailTransport {
  send(mail: Deliverable): Promise<void>;
  close(): void;
}

/** SMTP_URL set: deliver there. Unset: write each message as an .eml file to $DATA_DIR/outbox/. */
export function createMailTransport(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}): MailTransport {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as SMTPTransport.Options);
    return {
      async send(mail) {
        await transporter.sendMail(message(mail, opts.from));
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = path.join(opts.dataDir, 'outbox');
  // the messages carry password-reset links: owner-only, also what an older version left 0644
  let tightened = false;
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail, opts.from));
      if (!tightened) {
        ownerOnlyDir(opts.dataDir);
        ownerOnlyDir(dir);
        ownerOnlyTree(dir);
        tightened = true;
      }
      await fs.mkdir(dir, { recursive: true, mode: OWNER_DIR_MODE });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // written aside then renamed: a reader of the outbox never sees a half-written message
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: OWNER_FILE_MODE });
      await fs.rename(`${file}.part`, file);
    },
    close: () => transporter.close(),
  };
}

function message(mail: Deliverable, from: string) {
  return {
    from,
    to: mail.recipients,
    ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.content_type,
      content: Buffer.from(a.content_base64, 'base64'),
    })),
    messageId: undefined,
    headers: { 'X-Outbox-Id': String(mail.id) },
  };
}

/** The SMTP server's answer when there is one ("550 5.1.1 …"), else the error text. */
export function deliveryError(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string };
  return (e?.response || e?.message || String(err)).slice(0, 1000);
}
