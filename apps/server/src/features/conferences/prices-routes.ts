import { success, ZPrices } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPrices } from './repository.ts';
import { savePrices } from './service.ts';

/** The five global PRICE_CONFERENCE_* prices (`data: { KIND: { price } }`, cents). */
export default async function pricesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/prices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['conferences'],
        summary: 'Prezzi globali delle conferenze (centesimi)',
        response: { 200: success({ data: ZPrices }) },
      },
    },
    async () => ({ status: 'success' as const, data: await loadPrices(app.db) }),
  );

  app.put(
    '/prices',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['conferences'],
        summary: 'Salva i cinque prezzi globali (centesimi)',
        body: z.strictObject({ data: ZPrices }),
        response: { 200: success({ data: ZPrices }) },
      },
    },
    async (req) => {
      const data = await req.write((tx, audit) => savePrices(tx, audit, req.body.data));
      return { status: 'success' as const, data };
    },
  );
}
