import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { enqueueMail, type OutgoingMail } from '../lib/mail/outbox.ts';
import { createMailTransport } from '../lib/mail/transport.ts';
import { MailWorker, type MailWorkerOptions } from '../lib/mail/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** writes the message to the outbox in `tx` (the caller's transaction) */
      enqueue(tx: Db, mail: OutgoingMail): Promise<{ id: number }>;
      /** asks the worker to look at the outbox now (call after the transaction committed) */
      kick(): void;
      worker: MailWorker;
    };
  }
}

const num = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback;

/**
 * Worker settings from the environment (MAIL_POLL_MS, MAIL_RETRY_BASE_MS, MAIL_MAX_ATTEMPTS,
 * MAIL_LEASE_MS); tests poll often and retry quickly.
 */
export function mailWorkerOptions(env: NodeJS.ProcessEnv = process.env): MailWorkerOptions {
  const testing = Boolean(env.VITEST);
  return {
    pollMs: num(env.MAIL_POLL_MS, testing ? 100 : 5000),
    retryBaseMs: num(env.MAIL_RETRY_BASE_MS, testing ? 200 : 30_000),
    maxDelayMs: num(env.MAIL_MAX_DELAY_MS, 60 * 60_000),
    maxAttempts: num(env.MAIL_MAX_ATTEMPTS, 8),
    leaseMs: num(env.MAIL_LEASE_MS, 120_000),
    batchSize: 20,
  };
}

/** The mail module: outbox writes for features, and its delivery worker for the app's lifetime. */
export default fp(async (app: FastifyInstance) => {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    dataDir: app.config.dataDir,
  });
  const worker = new MailWorker(app.db, transport, mailWorkerOptions(), app.log);
  app.decorate('mail', { enqueue: enqueueMail, kick: () => worker.kick(), worker });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
});
