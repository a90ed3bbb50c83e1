import { success, ZSearchQuery, ZSearchResult } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { search } from './repository.ts';

export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['search'],
        summary:
          'Cerca ovunque: utenti (nome, email, codice fiscale), aziende (nome, P.IVA), ordini (numero), conferenze, arbitrator, id Stripe',
        querystring: ZSearchQuery,
        response: { 200: success({ results: z.array(ZSearchResult) }) },
      },
    },
    async (req) => ({ status: 'success' as const, results: await search(app.db, req.query.q) }),
  );
}
