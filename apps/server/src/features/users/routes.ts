import {
  success,
  ZIdParam,
  ZListQuery,
  ZOk,
  ZPasswordLink,
  ZUser,
  ZUserFilters,
  ZUserRow,
  ZUserSave,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/versioning.ts';
import { listUsers } from './list-repository.ts';
import { userDetail } from './repository.ts';
import { createUser, deleteUser, generatePasswordLink, updateUser } from './service.ts';

const ZUserKey = success({ user: ZUser });

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Utenti per cognome; filtri profile, status, membership e ricerca q (nome, cognome, email)',
        querystring: ZListQuery.extend(ZUserFilters.shape),
        response: { 200: success({ users: z.array(ZUserRow), total: z.number().int() }) },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await listUsers(app.db, req.query)) }),
  );

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: ZIdParam, response: { 200: ZUserKey } } },
    async (req) => {
      const user = await userDetail(app.db, req.params.id);
      if (!user) throw notFound();
      return { status: 'success' as const, user };
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Crea un utente con i dati di fatturazione (se presenti), in una transazione',
        body: ZUserSave,
        response: { 200: ZUserKey },
      },
    },
    async (req) => ({
      status: 'success' as const,
      user: await req.write((tx, audit) => createUser(tx, audit, req.body)),
    }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Modifica un utente (If-Match: versione) con i dati di fatturazione',
        params: ZIdParam,
        body: ZUserSave,
        response: { 200: ZUserKey },
      },
    },
    async (req) => {
      const expected = expectedVersion(req, req.body.user.version);
      const user = await req.write((tx, audit) => updateUser(tx, audit, req.params.id, expected, req.body));
      return { status: 'success' as const, user };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          'Cestina un utente e ne revoca le sessioni (409 se fondatore di un’azienda con altri membri)',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteUser(tx, audit, req.params.id, req.user?.id));
      return { status: 'success' as const };
    },
  );

  app.post(
    '/users/generate-password-link/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Link monouso (48 ore) per impostare una nuova password',
        params: ZIdParam,
        response: { 200: success(ZPasswordLink.shape) },
      },
    },
    async (req) => {
      const link = await req.write((tx, audit) =>
        generatePasswordLink(tx, audit, req.params.id, app.config.publicUrl),
      );
      app.mail.kick();
      return { status: 'success' as const, ...link };
    },
  );
}
