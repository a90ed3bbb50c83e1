import { success, ZActivityQuery, ZHistoryEntry, ZTimeline, ZTimelineParam } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withSort } from '../../lib/list.ts';
import { ACTIVITY_SORTS, listActivity, timeline } from './repository.ts';

export default async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/activity',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity'],
        summary: 'Azioni degli admin (audit), più recenti prima; filtri actor, entity, from/to (yyyy-MM-dd)',
        querystring: withSort(ZActivityQuery, ACTIVITY_SORTS),
        response: { 200: success({ activity: z.array(ZHistoryEntry), total: z.number().int() }) },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await listActivity(app.db, req.query)) }),
  );

  app.get(
    '/activity/:entity/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['activity'],
        summary: 'Storico di un record: modifiche campo per campo, email, pagamenti ed eventi Stripe',
        params: ZTimelineParam,
        response: { 200: success({ timeline: ZTimeline }) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      timeline: await timeline(app.db, req.params.entity, req.params.id),
    }),
  );
}
