import type { TSessionUser } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { resolveSession } from '../lib/sessions.ts';

/**
 * Who may call a route. Every /api route is `admin` unless it declares otherwise in its config:
 * `public` (login, health, images, password reset, webhooks) or `authenticated` (any signed-in user).
 */
export type Access = 'public' | 'authenticated' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** callable by a session restricted to 2FA enrolment (admins without 2FA while it is required) */
    mfaEnrolment?: boolean;
  }
  interface FastifyRequest {
    user: TSessionUser | null;
    sessionId: number | null;
  }
}

export const MSG_ENROL_FIRST = 'Attivare la verifica in due passaggi per continuare';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const access: Access = req.routeOptions.config.access ?? 'admin';
    if (access === 'public') return;
    const token = bearerToken(req);
    const session = token ? await resolveSession(app.db, token) : null;
    if (!session) {
      req.log.info(
        { event: 'auth.refused', reason: token ? 'bad_token' : 'no_token' },
        'unauthenticated request',
      );
      throw new AppError('unauthorized');
    }
    req.user = session.user;
    req.sessionId = session.sessionId;
    if (session.scope === 'mfa_enrolment' && !req.routeOptions.config.mfaEnrolment) {
      req.log.info(
        { event: 'auth.mfa_enrolment_only', userId: session.user.id },
        'enrolment-only session refused',
      );
      throw new AppError('forbidden', MSG_ENROL_FIRST);
    }
    if (access === 'admin' && session.user.profile_name !== 'admin') {
      req.log.info({ event: 'auth.forbidden', userId: session.user.id }, 'non-admin refused');
      throw new AppError('forbidden');
    }
  });
});
