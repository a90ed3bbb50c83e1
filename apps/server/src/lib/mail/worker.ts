import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from './outbox.ts';
import { deliveryError, type MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  /** how often due messages are looked for */
  pollMs: number;
  /** first retry delay; doubles at each attempt up to maxDelayMs */
  retryBaseMs: number;
  maxDelayMs: number;
  /** attempts before a message is marked failed */
  maxAttempts: number;
  /** how long a claimed message stays invisible to other workers */
  leaseMs: number;
  batchSize: number;
}

interface Claimed {
  id: number;
  recipients: string[];
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  attempts: number;
}

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Delivers the outbox: claims due messages (FOR UPDATE SKIP LOCKED + a lease in locked_until, so
 * several processes can run it), sends them, and on failure keeps them queued with a backoff until
 * maxAttempts, then marks them failed with the server's answer in last_error.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** set by stop(): a batch in progress hands its remaining messages back */
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly opts: MailWorkerOptions,
    private readonly log: Log,
  ) {}

  start() {
    this.stopped = false;
    this.stopping = false;
    this.schedule(this.opts.pollMs);
  }

  /** Look for due messages now (after an enqueue has committed). */
  kick() {
    if (!this.stopped) this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) {
        this.schedule(this.opts.pollMs);
        return;
      }
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((err) => this.log.warn({ err }, 'mail worker: tick failed'))
        .finally(() => {
          this.running = null;
          this.schedule(this.opts.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }

  /** One pass: claim what is due and try to deliver it. Returns how many were attempted. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const mail of claimed) {
      if (this.stopping) {
        // shutting down: release the rest of the batch for the next start
        await this.release(mail.id);
        continue;
      }
      try {
        await this.transport.send(mail);
        await this.db.execute(sql`UPDATE mail_outbox
          SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
          WHERE id = ${mail.id}`);
        this.log.info({ event: 'mail.sent', mailId: mail.id }, 'mail delivered');
      } catch (err) {
        await this.failed(mail, deliveryError(err));
      }
    }
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const leaseSeconds = this.opts.leaseMs / 1000;
    const result = (await this.db.execute(sql`UPDATE mail_outbox
      SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status = 'queued' AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY next_attempt_at, id
        LIMIT ${this.opts.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, recipients, subject, html, text, attachments, attempts`)) as unknown as {
      rows: Claimed[];
    };
    return result.rows.sort((a, b) => a.id - b.id);
  }

  private async release(id: number) {
    await this.db.execute(sql`UPDATE mail_outbox
      SET locked_until = NULL, attempts = greatest(attempts - 1, 0) WHERE id = ${id}`);
  }

  private async failed(mail: Claimed, error: string) {
    const final = mail.attempts >= this.opts.maxAttempts;
    const delayMs = Math.min(this.opts.retryBaseMs * 2 ** (mail.attempts - 1), this.opts.maxDelayMs);
    await this.db.execute(sql`UPDATE mail_outbox
      SET status = ${final ? 'failed' : 'queued'}, last_error = ${error}, locked_until = NULL,
          next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
      WHERE id = ${mail.id}`);
    this.log.warn(
      { event: final ? 'mail.failed' : 'mail.retry', mailId: mail.id, attempts: mail.attempts, error },
      final ? 'mail not delivered: giving up' : 'mail not delivered: will retry',
    );
  }
}
