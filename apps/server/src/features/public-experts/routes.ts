import { success, ZIdParam, ZPublicExpert, ZPublicExpertsQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { inProcessLimits, READ_LIMIT_FACTOR } from '../../lib/public-limits.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { isImage, loadFile, sendFile } from '../../plugins/files.ts';
import { findPublicExpert, listPublicExperts, publicExpertImage } from './repository.ts';

const NOT_FOUND = 'Esperto non trovato';

/**
 * The public experts directory (RUNNING.md, "Member site"): published experts only, their public
 * profile only (the response schemas name nothing else), and their photo while they are published.
 */
export default async function publicExpertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = await inProcessLimits(fastify);
  const readLimit = limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit);
  const tags = ['public'];

  app.get(
    '/public/experts',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags,
        summary:
          'Gli esperti pubblicati per cognome: filtri country (id), language, q (nome); paese e lingue nella lingua della richiesta (Accept-Language)',
        querystring: ZPublicExpertsQuery,
        response: { 200: success({ experts: z.array(ZPublicExpert) }) },
      },
    },
    async (req, reply) => {
      // the names of countries and languages follow Accept-Language: a cache must tell them apart
      reply.header('vary', 'Accept-Language');
      return {
        status: 'success' as const,
        experts: await listPublicExperts(app.db, req.query, requestLocale(req)),
      };
    },
  );

  app.get(
    '/public/experts/:id',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags,
        summary: 'Un esperto pubblicato; 404 se non pubblicato',
        params: ZIdParam,
        response: { 200: success({ expert: ZPublicExpert }) },
      },
    },
    async (req, reply) => {
      reply.header('vary', 'Accept-Language');
      const expert = await findPublicExpert(app.db, req.params.id, requestLocale(req));
      if (!expert) throw new AppError('not_found', NOT_FOUND);
      return { status: 'success' as const, expert };
    },
  );

  app.get(
    '/public/experts/:id/image',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: { tags, summary: 'La foto di un esperto pubblicato', params: ZIdParam },
    },
    async (req, reply) => {
      const name = await publicExpertImage(app.db, req.params.id);
      const file = name ? await loadFile(app.db, name) : null;
      if (!file || !isImage(file.contentType)) throw new AppError('not_found', NOT_FOUND);
      // short: an expert unpublished is soon gone from caches too
      // the name it was uploaded with stays private: the download is named after the expert's id
      const shown = { ...file, originalName: `esperto-${req.params.id}.${name?.split('.').pop()}` };
      return sendFile(reply, shown, 'inline', req.headers['if-none-match'], 'public, max-age=300');
    },
  );
}
