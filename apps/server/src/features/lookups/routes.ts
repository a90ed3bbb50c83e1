import { success, ZCategory, ZCountry, ZLanguage } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCategories, listCountries, listLanguages } from './repository.ts';
import lookupWriteRoutes from './write-routes.ts';

/** Small reference tables every editor's selects need, answered whole; categories and languages are editable. */
export default async function lookupsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/categories',
    {
      config: { access: 'admin' },
      schema: { tags: ['lookups'], response: { 200: success({ data: z.array(ZCategory) }) } },
    },
    async () => ({
      status: 'success' as const,
      data: await listCategories(app.db),
    }),
  );

  app.get(
    '/languages',
    {
      config: { access: 'admin' },
      schema: { tags: ['lookups'], response: { 200: success({ data: z.array(ZLanguage) }) } },
    },
    async () => ({
      status: 'success' as const,
      data: await listLanguages(app.db),
    }),
  );

  app.get(
    '/countries',
    {
      config: { access: 'admin' },
      schema: { tags: ['lookups'], response: { 200: success({ countries: z.array(ZCountry) }) } },
    },
    async () => ({
      status: 'success' as const,
      countries: await listCountries(app.db),
    }),
  );

  await lookupWriteRoutes(fastify);
}
