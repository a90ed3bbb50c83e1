import { success, ZCheckTokenData, ZLogin, ZLoginData, ZLoginMfa, ZLoginMfaRequired, ZOk } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { revokeSession } from '../../lib/sessions.ts';
import { login, loginMfa, MSG_BAD_CODE } from './service.ts';
import setupRoutes from './setup-routes.ts';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Accesso: restituisce il token (data.auth_token) e l’utente; con la verifica in due passaggi attiva restituisce invece data.mfa_required e data.mfa_token',
        body: ZLogin,
        response: { 200: success({ data: z.union([ZLoginData, ZLoginMfaRequired]) }) },
      },
    },
    async (req) => {
      try {
        const data = await login(app.db, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
        if ('mfa_required' in data) req.log.info({ event: 'auth.login_password_ok' }, 'code awaited');
        else {
          req.log.info({ event: 'auth.login', userId: data.user.id }, 'signed in');
        }
        return { status: 'success' as const, data };
      } catch (err) {
        req.log.info({ event: 'auth.login_failed', email: req.body.email }, 'sign-in refused');
        throw err;
      }
    },
  );

  app.post(
    '/auth/login/mfa',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Secondo passaggio dell’accesso: mfa_token e codice dell’app (o codice di recupero)',
        body: ZLoginMfa,
        response: { 200: success({ data: ZLoginData }) },
      },
    },
    async (req) => {
      const meta = { ip: req.ip, userAgent: req.headers['user-agent'] };
      const data = await app.db.transaction((tx) => loginMfa(tx as unknown as Db, req.body, meta));
      if (!data) {
        req.log.info({ event: 'auth.login_failed', step: 'mfa' }, 'wrong second factor');
        throw new AppError('unauthorized', MSG_BAD_CODE);
      }
      req.log.info({ event: 'auth.login', userId: data.user.id, mfa: true }, 'signed in');
      return { status: 'success' as const, data };
    },
  );

  app.post(
    '/auth/check-token',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['auth'],
        summary: 'Verifica il token',
        response: { 200: success({ data: ZCheckTokenData }) },
      },
    },
    async (req) => ({ status: 'success' as const, data: { user: req.user! } }),
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated', mfaEnrolment: true },
      schema: { tags: ['auth'], summary: 'Esce e revoca il token sul server', response: { 200: ZOk } },
    },
    async (req) => {
      await revokeSession(app.db, req.sessionId!);
      return { status: 'success' as const };
    },
  );

  await setupRoutes(fastify);
}
