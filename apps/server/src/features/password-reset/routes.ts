import { setTimeout as sleep } from 'node:timers/promises';
import {
  PASSWORD_RESET_MSG,
  success,
  ZOk,
  ZPasswordReset,
  ZPasswordResetCheck,
  ZPasswordResetRequest,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPasswordLink } from './request.ts';
import { checkResetToken, resetPassword } from './service.ts';

// Queuing a mail takes longer than finding no user: every answer to a link request waits this long
// from its start, so its timing tells no more than its body whether the address is a user's.
const REQUEST_ANSWER_MS = 250;

/**
 * Public routes of the reset page: the token travels in the body, never in a URL the
 * logs would keep.
 */
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/password-reset/request',
    {
      config: { access: 'public' },
      schema: {
        tags: ['password-reset'],
        summary:
          'Password dimenticata: invia il link di reset all’utente attivo con questa email; risponde allo stesso modo se l’indirizzo non è di nessuno',
        body: ZPasswordResetRequest,
        response: { 200: success({ message: z.string() }) },
      },
    },
    async (req) => {
      const started = performance.now();
      const sent = await req.write((tx, audit) =>
        requestPasswordLink(tx, audit, req.body.email, req.ip, app.config.publicUrl),
      );
      // the log says whether a mail left; the answer does not
      req.log.info({ event: 'auth.password_link_requested', sent }, 'reset link requested');
      if (sent) app.mail.kick();
      await sleep(Math.max(0, REQUEST_ANSWER_MS - (performance.now() - started)));
      return { status: 'success' as const, message: PASSWORD_RESET_MSG.requested };
    },
  );

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
      await req.write((tx, audit) => resetPassword(tx, audit, req.body.token, req.body.password, req.ip));
      req.log.info({ event: 'auth.password_reset' }, 'password set through a reset link');
      return { status: 'success' as const };
    },
  );
}
