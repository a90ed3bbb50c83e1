import { success, ZStampDutyQuarter, ZStampDutyQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stampDutyByQuarter } from './repository.ts';

/** GET /api/invoices/stamp-duty: the quarterly report of the imposta di bollo (admin only). */
export default async function stampDutyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/invoices/stamp-duty',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          "Imposta di bollo virtuale dell'anno per trimestre: fatture e note che la portano, importo, codice tributo F24, scadenza",
        querystring: ZStampDutyQuery,
        response: { 200: success({ year: z.number().int(), quarters: z.array(ZStampDutyQuarter) }) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      year: req.query.year,
      quarters: await stampDutyByQuarter(app.db, req.query.year),
    }),
  );
}
