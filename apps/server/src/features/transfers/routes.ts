import { success, ZIdParam, ZManualTransfer, ZManualTransfersQuery, ZOk } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTransfers } from './repository.ts';
import { confirmTransfer, deleteTransfer } from './service.ts';
import { statementRoutes } from './statement-routes.ts';

export default async function transfersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/manual-transfers',
    {
      schema: {
        tags: ['manual-transfers'],
        summary:
          'Bonifici manuali, sotto la chiave `transfers` (+ total); filtri type, confirm=true|false, q (email, causale)',
        querystring: ZManualTransfersQuery,
        response: { 200: success({ transfers: z.array(ZManualTransfer), total: z.number().int() }) },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await listTransfers(app.db, req.query)) }),
  );

  app.post(
    '/manual-transfers/confirm/:id',
    {
      schema: {
        tags: ['manual-transfers'],
        summary:
          'Conferma il bonifico e applica il pagamento (ordine pagato / membership attiva per un anno); idempotente',
        params: ZIdParam,
        response: { 200: success({ transfer: ZManualTransfer }) },
      },
    },
    async (req) => {
      const transfer = await req.write((tx, audit) =>
        confirmTransfer(tx, audit, req.params.id, req.user?.id ?? null),
      );
      return { status: 'success' as const, transfer };
    },
  );

  app.delete(
    '/manual-transfers/:id',
    {
      schema: {
        tags: ['manual-transfers'],
        summary: 'Sposta il bonifico nel cestino; un pagamento già applicato resta',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteTransfer(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );

  await statementRoutes(fastify);
}
