import {
  success,
  ZJudicialDocument,
  ZJudicialDocumentBody,
  ZJudicialText,
  ZJudicialTextBody,
  ZListQuery,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { JUDICIAL_SORTS, listDocuments, listTexts } from './repository.ts';
import {
  createDocument,
  createText,
  deleteDocument,
  deleteText,
  updateDocument,
  updateText,
} from './service.ts';

const tags = ['document area'];
const ZDocumentAnswer = success({ judicial_document: ZJudicialDocument });
const ZTextAnswer = success({ judicial_text: ZJudicialText });

/**
 * Document area: judicial documents (title + uploaded file) and judicial texts (title +
 * content, optionally published as one of the member site's legal pages: `site_page`). Paths:
 * GET/POST /api/judicial_documents, PUT/DELETE /api/judicial_documents/{id}; the same for
 * /api/judicial_texts. Lists default to creation order.
 */
export default async function judicialRoutes(app: FastifyInstance) {
  listRoute(app, '/judicial_documents', {
    access: 'admin',
    tags,
    summary: 'Documenti dell’area documentale, in ordine di inserimento',
    querystring: ZListQuery,
    sorts: JUDICIAL_SORTS,
    key: 'judicial_documents',
    item: ZJudicialDocument,
    list: (query) => listDocuments(app.db, query),
  });
  createRoute(app, '/judicial_documents', {
    access: 'admin',
    tags,
    summary: 'Crea un documento (body judicial_document: title, file)',
    body: ZJudicialDocumentBody,
    key: 'judicial_document',
    response: ZDocumentAnswer,
    create: createDocument,
  });
  updateRoute(app, '/judicial_documents/:id', {
    access: 'admin',
    tags,
    summary: 'Modifica un documento (body judicial_document; If-Match)',
    body: ZJudicialDocumentBody,
    key: 'judicial_document',
    response: ZDocumentAnswer,
    update: (tx, audit, { id }, input, expected) => updateDocument(tx, audit, id, input, expected),
  });
  deleteRoute(app, '/judicial_documents/:id', {
    access: 'admin',
    tags,
    summary: 'Elimina un documento (cestino)',
    remove: (tx, audit, { id }) => deleteDocument(tx, audit, id),
  });

  listRoute(app, '/judicial_texts', {
    access: 'admin',
    tags,
    summary: 'Gruppi di testi dell’area documentale, in ordine di inserimento',
    querystring: ZListQuery,
    sorts: JUDICIAL_SORTS,
    key: 'judicial_texts',
    item: ZJudicialText,
    list: (query) => listTexts(app.db, query),
  });
  createRoute(app, '/judicial_texts', {
    access: 'admin',
    tags,
    summary:
      'Crea un gruppo di testi (body judicial_text: title, content, site_page facoltativo: privacy, terms o null); 409 se la pagina è già di un altro testo',
    body: ZJudicialTextBody,
    key: 'judicial_text',
    response: ZTextAnswer,
    create: createText,
  });
  updateRoute(app, '/judicial_texts/:id', {
    access: 'admin',
    tags,
    summary:
      'Modifica un gruppo di testi (body judicial_text; If-Match); site_page assente resta com’è; 409 se la pagina è già di un altro testo',
    body: ZJudicialTextBody,
    key: 'judicial_text',
    response: ZTextAnswer,
    update: (tx, audit, { id }, input, expected) => updateText(tx, audit, id, input, expected),
  });
  deleteRoute(app, '/judicial_texts/:id', {
    access: 'admin',
    tags,
    summary: 'Elimina un gruppo di testi (cestino)',
    remove: (tx, audit, { id }) => deleteText(tx, audit, id),
  });
}
