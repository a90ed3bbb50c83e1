import {
  PROFILE_LABELS,
  subscriptionStatusLabel,
  success,
  ZIdParam,
  ZListQuery,
  ZPasswordLink,
  ZSelectionQuery,
  ZUser,
  ZUserFilters,
  ZUserPut,
  ZUserRow,
  ZUserSave,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvDate } from '../../lib/csv.ts';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { listUsers, USER_SORTS } from './list-repository.ts';
import { userDetail } from './repository.ts';
import { createUser, deleteUser, generatePasswordLink, updateUser } from './service.ts';

const tags = ['users'];
const ZUserKey = success({ user: ZUser });

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  listRoute(fastify, '/users', {
    access: 'admin',
    tags,
    summary: 'Utenti per cognome; filtri profile, status, membership e ricerca q (nome, cognome, email)',
    querystring: ZListQuery.extend({ ...ZUserFilters.shape, ...ZSelectionQuery.shape }),
    sorts: USER_SORTS,
    key: 'users',
    item: ZUserRow,
    list: (query) => listUsers(app.db, query),
    csv: {
      filename: 'utenti.csv',
      columns: [
        { header: 'Cognome', value: (u) => u.surname },
        { header: 'Nome', value: (u) => u.name },
        { header: 'Email', value: (u) => u.email },
        { header: 'Profilo', value: (u) => PROFILE_LABELS[u.profile_name] },
        { header: 'Stato', value: (u) => subscriptionStatusLabel(u.status) },
        { header: 'Membership', value: (u) => (u.membership ? 'Attiva' : 'Non Attiva') },
        { header: 'Scadenza membership', value: (u) => csvDate(u.membership_expiry) },
      ],
      sheet: 'Utenti',
    },
  });
  getRoute(fastify, '/users/:id', {
    access: 'admin',
    tags,
    key: 'user',
    response: ZUserKey,
    load: ({ id }) => userDetail(app.db, id),
  });
  createRoute(fastify, '/users', {
    access: 'admin',
    tags,
    summary: 'Crea un utente con i dati di fatturazione (se presenti), in una transazione',
    body: ZUserSave,
    key: 'user',
    response: ZUserKey,
    create: (tx, audit, _user, body) => createUser(tx, audit, body),
  });
  updateRoute(fastify, '/users/:id', {
    access: 'admin',
    tags,
    summary: 'Sostituisce un utente, tutti i campi (If-Match: versione), con i dati di fatturazione',
    body: ZUserPut,
    key: 'user',
    response: ZUserKey,
    update: (tx, audit, { id }, _user, expected, body) => updateUser(tx, audit, id, expected, body),
  });
  deleteRoute(fastify, '/users/:id', {
    access: 'admin',
    tags,
    summary: 'Cestina un utente e ne revoca le sessioni (409 se fondatore di un’azienda con altri membri)',
    remove: (tx, audit, { id }, req) => deleteUser(tx, audit, id, req.user?.id),
  });

  app.post(
    '/users/generate-password-link/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
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
