import { RESTORED, success, ZTrashItem, ZTrashParam, ZTrashQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withSort } from '../../lib/list.ts';
import { listTrash, TRASH_SORTS } from './repository.ts';
import { restore } from './service.ts';

export default async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/trash',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['trash'],
        summary: 'Cestino: i record eliminati di ogni tipo (kind, id, title, deleted_at), più recenti prima',
        querystring: withSort(ZTrashQuery, TRASH_SORTS),
        response: { 200: success({ trash: z.array(ZTrashItem), total: z.number().int() }) },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await listTrash(app.db, req.query)) }),
  );

  app.post(
    '/trash/:entity/:id/restore',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['trash'],
        summary:
          'Ripristina un record dal cestino (con i suoi figli); 409 se un record attivo ne usa i dati unici',
        params: ZTrashParam,
        response: { 200: success({ message: z.string() }) },
      },
    },
    async (req) => {
      await req.write((tx, audit) => restore(tx, audit, req.params.entity, req.params.id));
      return { status: 'success' as const, message: RESTORED };
    },
  );
}
