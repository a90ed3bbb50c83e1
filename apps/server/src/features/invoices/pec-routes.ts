import { success, ZIdParam, ZOk, ZSdiPecChannel } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PecInbox } from './pec-inbox.ts';
import { PecSender } from './pec-sender.ts';
import { retrySend } from './pec-sends.ts';
import { pecChannelState } from './pec-status.ts';
import { createPecTransport } from './pec-transport.ts';

/**
 * SdI over PEC: with PEC_SMTP_URL the sender, with PEC_IMAP_URL the inbox reader, both run in
 * every instance from start to close (their leases keep the work once across instances); and the
 * channel's state for the settings page.
 */
export default async function pecRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pec, mail } = app.config;
  const workers: { start(): void; stop(): Promise<void> }[] = [];
  if (pec.smtpUrl) {
    const transport = createPecTransport(pec.smtpUrl, pec.from);
    // the outbox's timings: PEC is mail, retried and leased the same way
    workers.push(new PecSender(app.db, transport, pec, { ...mail, batchSize: 10 }, app.log));
  }
  if (pec.imapUrl) {
    workers.push(
      new PecInbox(
        app.db,
        { imapUrl: pec.imapUrl, sdiAddress: pec.sdiAddress, pollMs: pec.pollMs, leaseMs: mail.leaseMs },
        app.log,
      ),
    );
  }
  app.addHook('onReady', async () => {
    for (const w of workers) w.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
  });

  app.get(
    '/invoice-settings/pec',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          'Stato della trasmissione a SdI via PEC: caselle configurate (senza password), ultimo invio, ultima lettura, errori, fatture da verificare',
        response: { 200: success({ channel: ZSdiPecChannel }) },
      },
    },
    async () => ({ status: 'success' as const, channel: await pecChannelState(app.db, pec) }),
  );

  app.post(
    '/invoices/:id/pec-retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          'Rimette in coda l’invio PEC di una fattura non riuscito o da verificare (dopo aver controllato la posta inviata della casella PEC)',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => retrySend(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );
}
