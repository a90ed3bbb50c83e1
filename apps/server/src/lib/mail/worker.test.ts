import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import type { Deliverable, MailTransport } from './transport.ts';
import { MailWorker, type MailWorkerOptions } from './worker.ts';

// the app's own worker stays idle: these tests drive workers of their own
process.env.MAIL_POLL_MS = '3600000';

const OPTS: MailWorkerOptions = {
  pollMs: 3_600_000,
  retryBaseMs: 1000,
  maxDelayMs: 1000,
  maxAttempts: 3,
  leaseMs: 60_000,
  batchSize: 3,
};
const quiet = { warn() {}, info() {} };

/** A test message to `to`, in the outbox as the app queues it. */
const enqueue = (to: string, subject: string, html: string, text: string) =>
  t.app.mail.enqueue(t.app.db, { kind: 'test', to: [to], subject, html, text });

function recorder(delayMs = 0): MailTransport & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    async send(mail: Deliverable) {
      await new Promise((r) => setTimeout(r, delayMs));
      sent.push(mail.id);
    },
    close() {},
  };
}

const { t } = useTestApp({ as: null });

const rows = async () =>
  (
    (await t.app.db.execute(sql`select id, status, attempts from mail_outbox order by id`)) as unknown as {
      rows: { id: number; status: string; attempts: number }[];
    }
  ).rows;

describe('mail worker', () => {
  it('delivers each message once even with two workers claiming at the same time', async () => {
    for (let i = 0; i < 7; i++) {
      await enqueue(`u${i}@x.it`, `m${i}`, '<p>x</p>', 'x');
    }
    const a = recorder(20);
    const b = recorder(20);
    const wa = new MailWorker(t.app.db, a, OPTS, quiet);
    const wb = new MailWorker(t.app.db, b, OPTS, quiet);
    for (let round = 0; round < 4; round++) await Promise.all([wa.runOnce(), wb.runOnce()]);
    const all = [...a.sent, ...b.sent].sort((x, y) => x - y);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(7);
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('leaves a leased message to its holder until the lease expires', async () => {
    const { id } = await enqueue('l@x.it', 'l', 'l', 'l');
    await t.app.db.execute(
      sql`update mail_outbox set locked_until = now() + interval '1 minute' where id = ${id}`,
    );
    const w = recorder();
    const worker = new MailWorker(t.app.db, w, OPTS, quiet);
    expect(await worker.runOnce()).toBe(0);
    await t.app.db.execute(
      sql`update mail_outbox set locked_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await worker.runOnce()).toBe(1);
    expect(w.sent).toEqual([id]);
  });

  it('retries with backoff, then marks the message failed after the last attempt', async () => {
    const { id } = await enqueue('f@x.it', 'f', 'f', 'f');
    const failing: MailTransport = {
      send: async () => {
        throw Object.assign(new Error('refused'), { response: '451 4.3.0 riprova più tardi' });
      },
      close() {},
    };
    const worker = new MailWorker(t.app.db, failing, OPTS, quiet);
    const state = async () =>
      (
        (await t.app.db.execute(
          sql`select status, attempts, last_error, next_attempt_at > now() as later from mail_outbox where id = ${id}`,
        )) as unknown as { rows: { status: string; attempts: number; last_error: string; later: boolean }[] }
      ).rows[0];
    await worker.runOnce();
    expect(await state()).toEqual({
      status: 'queued',
      attempts: 1,
      last_error: '451 4.3.0 riprova più tardi',
      later: true,
    });
    // not due yet: nothing claimed
    expect(await worker.runOnce()).toBe(0);
    for (let i = 0; i < 2; i++) {
      await t.app.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
      await worker.runOnce();
    }
    expect(await state()).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: '451 4.3.0 riprova più tardi',
    });
  });
});
