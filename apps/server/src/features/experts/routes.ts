import { success, ZExpert, ZExpertPut, ZExpertRow, ZExpertSave, ZListQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { EXPERT_SORTS, expertDetail, listExperts } from './repository.ts';
import { createExpert, deleteExpert, updateExpert } from './service.ts';

const tags = ['experts'];
const ZExpertKey = success({ expert: ZExpert });

export default async function expertsRoutes(app: FastifyInstance) {
  listRoute(app, '/experts', {
    access: 'admin',
    tags,
    summary: 'Esperti per cognome: il lookup (id, nome, cognome) e la lista (email, cognome, nome)',
    querystring: ZListQuery,
    sorts: EXPERT_SORTS,
    key: 'experts',
    item: ZExpertRow,
    list: (query) => listExperts(app.db, query),
  });
  getRoute(app, '/experts/:id', {
    access: 'admin',
    tags,
    key: 'expert',
    response: ZExpertKey,
    load: ({ id }) => expertDetail(app.db, id),
  });
  createRoute(app, '/experts', {
    access: 'admin',
    tags,
    body: ZExpertSave,
    key: 'expert',
    response: ZExpertKey,
    create: createExpert,
  });
  updateRoute(app, '/experts/:id', {
    access: 'admin',
    tags,
    summary: 'Sostituisce un esperto: tutti i campi (If-Match: versione)',
    body: ZExpertPut,
    key: 'expert',
    response: ZExpertKey,
    update: (tx, audit, { id }, input, expected) => updateExpert(tx, audit, id, expected, input),
  });
  deleteRoute(app, '/experts/:id', {
    access: 'admin',
    tags,
    remove: (tx, audit, { id }) => deleteExpert(tx, audit, id),
  });
}
