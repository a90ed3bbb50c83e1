import { success, ZExpert, ZExpertRow, ZExpertSave, ZIdParam, ZListQuery, ZOk } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/versioning.ts';
import { expertDetail, listExperts } from './repository.ts';
import { createExpert, deleteExpert, updateExpert } from './service.ts';

const ZExpertKey = success({ expert: ZExpert });

export default async function expertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/experts',
    {
      schema: {
        tags: ['experts'],
        summary: 'Esperti per cognome: il lookup (id, nome, cognome) e la lista (email, cognome, nome)',
        querystring: ZListQuery,
        response: { 200: success({ experts: z.array(ZExpertRow), total: z.number().int() }) },
      },
    },
    async (req) => {
      const { rows, total } = await listExperts(app.db, req.query);
      return { status: 'success' as const, experts: rows, total };
    },
  );

  app.get(
    '/experts/:id',
    { schema: { tags: ['experts'], params: ZIdParam, response: { 200: ZExpertKey } } },
    async (req) => {
      const expert = await expertDetail(app.db, req.params.id);
      if (!expert) throw notFound();
      return { status: 'success' as const, expert };
    },
  );

  app.post(
    '/experts',
    { schema: { tags: ['experts'], body: ZExpertSave, response: { 200: ZExpertKey } } },
    async (req) => ({
      status: 'success' as const,
      expert: await req.write((tx, audit) => createExpert(tx, audit, req.body.expert)),
    }),
  );

  app.put(
    '/experts/:id',
    {
      schema: {
        tags: ['experts'],
        summary: 'Modifica un esperto (If-Match: versione)',
        params: ZIdParam,
        body: ZExpertSave,
        response: { 200: ZExpertKey },
      },
    },
    async (req) => {
      const expected = expectedVersion(req, req.body.expert.version);
      const expert = await req.write((tx, audit) =>
        updateExpert(tx, audit, req.params.id, expected, req.body.expert),
      );
      return { status: 'success' as const, expert };
    },
  );

  app.delete(
    '/experts/:id',
    { schema: { tags: ['experts'], params: ZIdParam, response: { 200: ZOk } } },
    async (req) => {
      await req.write((tx, audit) => deleteExpert(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );
}
