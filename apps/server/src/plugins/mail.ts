import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { enqueueMail, type OutgoingMail } from '../lib/mail/outbox.ts';
import { createMailTransport } from '../lib/mail/transport.ts';
import { MailWorker } from '../lib/mail/worker.ts';

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

/** The mail module: outbox writes for features, and its delivery worker for the app's lifetime. */
export default fp(async (app: FastifyInstance) => {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    dataDir: app.config.dataDir,
  });
  // timings from the configuration (the MAIL_*_MS and MAIL_MAX_ATTEMPTS variables)
  const worker = new MailWorker(app.db, transport, { ...app.config.mail, batchSize: 20 }, app.log);
  app.decorate('mail', { enqueue: enqueueMail, kick: () => worker.kick(), worker });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
});
