import type { TSessionUser } from '@app/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { resolveSession } from '../lib/sessions.ts';

/**
 * Who may call a route. Every route declares it in its own `config.access`; the check runs on the
 * route the router matched (decision 0019), so no spelling of the URL can choose it:
 * - `public`: anyone (sign-in, health, images, password reset, /api/public/…, the web apps);
 * - `webhook`: anyone, the handler verifies the sender's signature (Stripe);
 * - `authenticated`: any signed-in user (own account, 2FA, sessions, logout);
 * - `member`: a signed-in user whose Member Area switch is on (/api/member/…);
 * - `arbitrator`: a signed-in user whose profile is arbitrator, whatever the Member Area switch
 *   (/api/arbitrator/…: their own record, once approved);
 * - `admin`: a signed-in admin.
 * A route that declares nothing, or something else, is refused to everyone.
 */
export const ACCESS_LEVELS = ['public', 'webhook', 'authenticated', 'member', 'arbitrator', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

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
export const MSG_NO_MEMBER_AREA = "L'area riservata non è attiva per questo utente";
export const MSG_NOT_ARBITRATOR = 'Questa pagina è riservata agli arbitri';

export const isAccess = (value: unknown): value is Access => ACCESS_LEVELS.includes(value as Access);

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The first onRequest hook of every route: the route's declared access, enforced. */
async function authorize(req: FastifyRequest) {
  const { access, mfaEnrolment } = req.routeOptions.config;
  if (!isAccess(access)) {
    req.log.error({ event: 'auth.undeclared', route: req.routeOptions.url }, 'route declares no access');
    throw new AppError('forbidden');
  }
  if (access === 'public' || access === 'webhook') return;
  const token = bearerToken(req);
  const session = token ? await resolveSession(req.server.db, token) : null;
  if (!session) {
    req.log.info(
      { event: 'auth.refused', reason: token ? 'bad_token' : 'no_token' },
      'unauthenticated request',
    );
    throw new AppError('unauthorized');
  }
  req.user = session.user;
  req.sessionId = session.sessionId;
  if (session.scope === 'mfa_enrolment' && !mfaEnrolment) {
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
  if (access === 'arbitrator' && session.user.profile_name !== 'arbitrator') {
    req.log.info({ event: 'auth.forbidden', userId: session.user.id }, 'not an arbitrator');
    throw new AppError('forbidden', MSG_NOT_ARBITRATOR);
  }
  if (access === 'member' && !session.memberArea) {
    req.log.info({ event: 'auth.forbidden', userId: session.user.id }, 'member area off');
    throw new AppError('forbidden', MSG_NO_MEMBER_AREA);
  }
}

/**
 * onRoute hook registered before any route (app.ts): puts `authorize` first among the route's own
 * onRequest hooks, so it guards every route whichever plugin registers it.
 */
export function guardRoute(route: RouteOptions) {
  const own = route.onRequest ? [route.onRequest].flat() : [];
  route.onRequest = [authorize, ...own] as RouteOptions['onRequest'];
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
});
