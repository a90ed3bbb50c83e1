import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PeriodicTask, type TaskLog } from './periodic-task.ts';

export interface LeasedQueueOptions {
  /** how often due jobs are looked for */
  pollMs: number;
  /** first retry delay; doubles at each attempt up to maxDelayMs */
  retryBaseMs: number;
  maxDelayMs: number;
  /** attempts before a job is marked failed */
  maxAttempts: number;
  /** how long a claimed job stays invisible to other workers */
  leaseMs: number;
  batchSize: number;
}

/** What every queue table has: id, status ('queued' is due), attempts, last_error, next_attempt_at, locked_until. */
export interface LeasedJob {
  id: number;
  attempts: number;
}

export type QueueLog = TaskLog;

/**
 * A durable job queue in a table, run by every instance: claims due rows (FOR UPDATE SKIP LOCKED
 * plus a lease in locked_until, so several processes can run it), hands each to `handle`, and when
 * `handle` throws keeps the row queued with a doubling delay until maxAttempts, then marks it
 * failed with the error's text in last_error. `handle` records its own success.
 */
export abstract class LeasedQueue<J extends LeasedJob> extends PeriodicTask {
  constructor(
    protected readonly db: Db,
    protected readonly opts: LeasedQueueOptions,
    log: QueueLog,
    private readonly queue: {
      /** the table (a constant of the code, never input) */
      table: string;
      /** the columns the claim returns (the job) */
      columns: string;
      /** log event prefix: "mail" → mail.retry, mail.failed */
      event: string;
    },
  ) {
    super(opts.pollMs, log, `${queue.event} worker`);
  }

  /** Delivers one claimed job and records its success; throws to have it retried later. */
  protected abstract handle(job: J): Promise<void>;

  /** The text kept in last_error for what `handle` threw. */
  protected abstract errorText(err: unknown): string;

  /** Work done before each claim (queueing what became due, settling abandoned jobs). */
  protected async prepare(): Promise<void> {}

  /** What the row must still be for a failure to be written on it (another may have settled it). */
  protected failureGuard(_job: J): SQL {
    return sql`TRUE`;
  }

  /** One pass: claim what is due and hand it over. Returns how many were attempted. */
  async runOnce(): Promise<number> {
    await this.prepare();
    const claimed = await this.claim();
    for (const job of claimed) {
      if (this.stopping) {
        // shutting down: release the rest of the batch for the next start
        await this.release(job.id);
        continue;
      }
      try {
        await this.handle(job);
      } catch (err) {
        await this.failed(job, this.errorText(err));
      }
    }
    return claimed.length;
  }

  private get table() {
    return sql.raw(this.queue.table);
  }

  private async claim(): Promise<J[]> {
    const leaseSeconds = this.opts.leaseMs / 1000;
    const result = (await this.db.execute(sql`UPDATE ${this.table}
      SET locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM ${this.table}
        WHERE status = 'queued' AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY next_attempt_at, id
        LIMIT ${this.opts.batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING ${sql.raw(this.queue.columns)}`)) as unknown as { rows: J[] };
    return result.rows.sort((a, b) => a.id - b.id);
  }

  private async release(id: number) {
    await this.db.execute(sql`UPDATE ${this.table}
      SET locked_until = NULL, attempts = greatest(attempts - 1, 0) WHERE id = ${id}`);
  }

  private async failed(job: J, error: string) {
    const final = job.attempts >= this.opts.maxAttempts;
    const delayMs = Math.min(this.opts.retryBaseMs * 2 ** (job.attempts - 1), this.opts.maxDelayMs);
    await this.db.execute(sql`UPDATE ${this.table}
      SET status = ${final ? 'failed' : 'queued'}, last_error = ${error}, locked_until = NULL,
          next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
      WHERE id = ${job.id} AND ${this.failureGuard(job)}`);
    const event = this.queue.event;
    this.log.warn(
      {
        event: `${event}.${final ? 'failed' : 'retry'}`,
        [`${event}Id`]: job.id,
        attempts: job.attempts,
        error,
      },
      final ? `${event} not delivered: giving up` : `${event} not delivered: will retry`,
    );
  }
}
