import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../plugins/auth.ts';
import { type ResolvedSession, resolveSession } from './sessions.ts';

/**
 * The caller's session on a public route, where a token is optional: a live, full session, or
 * null. A missing, malformed, expired or revoked token, or one restricted to 2FA enrolment, is no
 * session at all: public routes answer everyone the same and never 401.
 */
export async function optionalSession(req: FastifyRequest): Promise<ResolvedSession | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const session = await resolveSession(req.server.db, token);
  return session && session.scope === 'full' ? session : null;
}

/** The signed-in member (Member Area switch on) behind an optional token, or null. */
export async function optionalMember(req: FastifyRequest): Promise<ResolvedSession | null> {
  const session = await optionalSession(req);
  return session?.memberArea ? session : null;
}
