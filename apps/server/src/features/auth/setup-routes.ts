import { success, ZAuthSetupData } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminExists } from './admin-account.ts';

/**
 * GET /api/auth/setup, public: the sign-in page asks whether an admin exists, to tell a first run
 * how to create one. It says no more than that (no names, no counts).
 */
export default async function setupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/auth/setup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Primo avvio: dice se esiste un amministratore attivo (data.admin_exists)',
        response: { 200: success({ data: ZAuthSetupData }) },
      },
    },
    async () => ({ status: 'success' as const, data: { admin_exists: await adminExists(app.db) } }),
  );
}
