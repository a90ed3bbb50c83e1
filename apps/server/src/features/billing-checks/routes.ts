import { success, ZBillingCheck } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingChecks } from './service.ts';

/** "Dati di fatturazione da correggere": what the admins fix before an invoice is refused. */
export default async function billingChecksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/billing-checks',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          'Dati di fatturazione e aziende salvati che una fattura rifiuterebbe (CAP, provincia, territorio, identificativi…), con cosa correggere',
        response: { 200: success({ records: z.array(ZBillingCheck), total: z.number().int() }) },
      },
    },
    async () => ({ status: 'success' as const, ...(await billingChecks(app.db)) }),
  );
}
