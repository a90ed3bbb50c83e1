import { success, ZIdText, ZListQuery, ZSection, ZSectionBody, ZSectionPut, ZSectionRow } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { listSections, SECTION_SORTS } from './repository.ts';
import { createSection, deleteSection, getSection, updateSection } from './service.ts';

const ZSectionsQuery = ZListQuery.extend({
  category_id: ZIdText.optional(),
});

const tags = ['sections'];
const ZSectionAnswer = success({ section: ZSection });

export default async function sectionsRoutes(app: FastifyInstance) {
  listRoute(app, '/sections', {
    access: 'admin',
    tags,
    summary: 'Sezioni (categoria, titolo), per categoria e poi titolo senza distinzione di maiuscole',
    querystring: ZSectionsQuery,
    sorts: SECTION_SORTS,
    key: 'sections',
    item: ZSectionRow,
    list: (query) => listSections(app.db, query),
  });

  getRoute(app, '/sections/:id', {
    access: 'admin',
    tags,
    summary: 'Una sezione con i capitoli (rows), i documenti e i file per lingua',
    key: 'section',
    response: ZSectionAnswer,
    load: ({ id }) => getSection(app.db, id),
  });
  createRoute(app, '/sections', {
    access: 'admin',
    tags,
    summary: 'Crea una sezione con tutto il suo albero (body section)',
    body: ZSectionBody,
    key: 'section',
    response: ZSectionAnswer,
    create: createSection,
  });
  updateRoute(app, '/sections/:id', {
    access: 'admin',
    tags,
    summary: 'Sostituisce la sezione e tutto il suo albero in una transazione (body section; If-Match)',
    body: ZSectionPut,
    key: 'section',
    response: ZSectionAnswer,
    update: (tx, audit, { id }, input, expected) => updateSection(tx, audit, id, input, expected),
  });
  deleteRoute(app, '/sections/:id', {
    access: 'admin',
    tags,
    summary: 'Sposta la sezione nel cestino',
    remove: (tx, audit, { id }) => deleteSection(tx, audit, id),
  });
}
