import { DUE_DATE_MSG, success, ZDueDateBody, ZIdText } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PaymentDeadlines } from './deadlines.ts';
import { extendDueDate } from './due-date.ts';

/** How often the deadlines are looked at: reminders and expiries are counted in days. */
const POLL_MS = 15 * 60_000;

/**
 * Payment deadlines of unpaid orders: the task that reminds and expires them, run in every
 * instance from start to close (each order's row lock keeps the work once), and the admin's
 * extension of a due date.
 */
export default async function orderDeadlinesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deadlines = new PaymentDeadlines(
    app.db,
    {
      pollMs: POLL_MS,
      graceDays: app.config.paymentGraceDays,
      publicUrl: app.config.publicUrl,
      queued: () => app.mail.kick(),
    },
    app.log,
  );
  app.addHook('onReady', async () => deadlines.start());
  app.addHook('preClose', async () => deadlines.stop());

  app.post(
    '/orders/:orderId/due-date',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary:
          'Proroga la scadenza di un ordine in attesa di pagamento (data futura) e del suo bonifico: promemoria e scadenza seguono la nuova data, e chi ha prenotato riceve la nuova data via e-mail',
        params: z.object({ orderId: ZIdText }),
        body: ZDueDateBody,
        response: { 200: success({ message: z.string(), due_date: z.string() }) },
      },
    },
    async (req) => {
      const { due_date } = req.body;
      await req.write((tx, audit) =>
        extendDueDate(tx, audit, req.params.orderId, due_date, { publicUrl: app.config.publicUrl }),
      );
      app.mail.kick();
      return { status: 'success' as const, message: DUE_DATE_MSG.extended, due_date };
    },
  );
}
