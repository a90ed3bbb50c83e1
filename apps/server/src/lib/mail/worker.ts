import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LeasedQueue, type LeasedQueueOptions, type QueueLog } from '../queue/leased-queue.ts';
import type { MailAttachment } from './outbox.ts';
import { deliveryError, type MailTransport } from './transport.ts';

export type MailWorkerOptions = LeasedQueueOptions;

interface Claimed {
  id: number;
  recipients: string[];
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  reply_to: string | null;
  attempts: number;
}

/**
 * Delivers the outbox (the leased queue over mail_outbox): failures stay queued with a backoff
 * until maxAttempts, then are marked failed with the server's answer in last_error.
 */
export class MailWorker extends LeasedQueue<Claimed> {
  constructor(
    db: Db,
    private readonly transport: MailTransport,
    opts: MailWorkerOptions,
    log: QueueLog,
  ) {
    super(db, opts, log, {
      table: 'mail_outbox',
      columns: 'id, recipients, subject, html, text, attachments, reply_to, attempts',
      event: 'mail',
    });
  }

  protected async handle(mail: Claimed) {
    await this.transport.send(mail);
    await this.db.execute(sql`UPDATE mail_outbox
      SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
      WHERE id = ${mail.id}`);
    this.log.info({ event: 'mail.sent', mailId: mail.id }, 'mail delivered');
  }

  protected errorText(err: unknown) {
    return deliveryError(err);
  }

  protected override close() {
    this.transport.close();
  }
}
