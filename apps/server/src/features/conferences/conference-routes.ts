import {
  success,
  ZConference,
  ZConferenceRow,
  ZConferenceSaveBody,
  ZIdParam,
  ZListQuery,
  ZOk,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/versioning.ts';
import { listConferences, loadConference } from './repository.ts';
import { createConference, deleteConference, updateConference } from './service.ts';

const ZConferencesQuery = ZListQuery.extend({
  active: z.enum(['true', 'false']).optional(),
});

export default async function conferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/conferences',
    {
      schema: {
        tags: ['conferences'],
        summary: 'Conferenze (titolo, stato, date), paginate',
        querystring: ZConferencesQuery,
        response: { 200: success({ conferences: z.array(ZConferenceRow), total: z.number().int() }) },
      },
    },
    async (req) => {
      const { rows, total } = await listConferences(app.db, req.query);
      return { status: 'success' as const, conferences: rows, total };
    },
  );

  app.get(
    '/conferences/:id',
    {
      schema: {
        tags: ['conferences'],
        summary: 'Una conferenza con optional e workshop (prezzi in centesimi)',
        params: ZIdParam,
        response: { 200: success({ conference: ZConference }) },
      },
    },
    async (req) => {
      const conference = await loadConference(app.db, req.params.id);
      if (!conference) throw new AppError('not_found', 'Conferenza non trovata');
      return { status: 'success' as const, conference };
    },
  );

  app.post(
    '/conferences',
    {
      schema: {
        tags: ['conferences'],
        summary: 'Crea una conferenza (e salva i prezzi globali nella stessa transazione, se dati)',
        body: ZConferenceSaveBody,
        response: { 200: success({ conference: ZConference }) },
      },
    },
    async (req) => {
      const { conference: input, prices } = req.body;
      const conference = await req.write((tx, audit) => createConference(tx, audit, input, prices));
      return { status: 'success' as const, conference };
    },
  );

  app.put(
    '/conferences/:id',
    {
      schema: {
        tags: ['conferences'],
        summary: 'Aggiorna una conferenza (If-Match: versione) e, se dati, i prezzi globali',
        params: ZIdParam,
        body: ZConferenceSaveBody,
        response: { 200: success({ conference: ZConference }) },
      },
    },
    async (req) => {
      const { conference: input, prices } = req.body;
      const expected = expectedVersion(req, input.version);
      const conference = await req.write((tx, audit) =>
        updateConference(tx, audit, req.params.id, input, expected, prices),
      );
      return { status: 'success' as const, conference };
    },
  );

  app.delete(
    '/conferences/:id',
    {
      schema: {
        tags: ['conferences'],
        summary: 'Sposta la conferenza nel cestino; 409 se ha ordini',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteConference(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );
}
