import { success } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { pingDatabase } from './repository.ts';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Risponde quando il database risponde',
        response: { 200: success({}) },
      },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch {
        throw new AppError('unavailable', 'Database non raggiungibile', undefined, { 'Retry-After': '5' });
      }
      return { status: 'success' as const };
    },
  );
}
