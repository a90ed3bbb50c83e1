import { success, ZOk, ZPasswordReset, ZPasswordResetCheck } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkResetToken, resetPassword } from './service.ts';

/**
 * Public routes of the reset page: the token travels in the body, never in a URL the
 * logs would keep.
 */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/password-reset/check',
    {
      config: { access: 'public' },
      schema: {
        tags: ['password-reset'],
        summary: 'Verifica che il link di reset sia valido (non usato, non scaduto)',
        body: ZPasswordResetCheck,
        response: {
          200: success({
            data: z.object({
              email: z.string(),
              name: z.string(),
              surname: z.string(),
              expires_at: z.string(),
            }),
          }),
        },
      },
    },
    async (req) => ({ status: 'success' as const, data: await checkResetToken(app.db, req.body.token) }),
  );

  app.post(
    '/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['password-reset'],
        summary: 'Imposta la nuova password (due volte) e consuma il link',
        body: ZPasswordReset,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => resetPassword(tx, audit, req.body.token, req.body.password));
      req.log.info({ event: 'auth.password_reset' }, 'password set through a reset link');
      return { status: 'success' as const };
    },
  );
}
