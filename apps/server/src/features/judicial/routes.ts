import {
  success,
  ZIdParam,
  ZJudicialDocument,
  ZJudicialDocumentBody,
  ZJudicialText,
  ZJudicialTextBody,
  ZListQuery,
  ZOk,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expectedVersion } from '../../lib/versioning.ts';
import { listDocuments, listTexts } from './repository.ts';
import {
  createDocument,
  createText,
  deleteDocument,
  deleteText,
  updateDocument,
  updateText,
} from './service.ts';

const total = z.number().int();

/**
 * Document area: judicial documents (title + uploaded file) and judicial texts (title +
 * content). Paths: GET/POST /api/judicial_documents, PUT/DELETE /api/judicial_documents/{id};
 * the same for /api/judicial_texts. Lists default to creation order.
 */
export default async function judicialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/judicial_documents',
    {
      schema: {
        tags: ['document area'],
        summary: 'Documenti dell’area documentale, in ordine di inserimento',
        querystring: ZListQuery,
        response: { 200: success({ judicial_documents: z.array(ZJudicialDocument), total }) },
      },
    },
    async (req) => {
      const { rows, total } = await listDocuments(app.db, req.query);
      return { status: 'success' as const, judicial_documents: rows, total };
    },
  );

  app.post(
    '/judicial_documents',
    {
      schema: {
        tags: ['document area'],
        summary: 'Crea un documento (body judicial_document: title, file)',
        body: ZJudicialDocumentBody,
        response: { 200: success({ judicial_document: ZJudicialDocument }) },
      },
    },
    async (req) => {
      const saved = await req.write((tx, audit) => createDocument(tx, audit, req.body.judicial_document));
      return { status: 'success' as const, judicial_document: saved };
    },
  );

  app.put(
    '/judicial_documents/:id',
    {
      schema: {
        tags: ['document area'],
        summary: 'Modifica un documento (body judicial_document; If-Match)',
        params: ZIdParam,
        body: ZJudicialDocumentBody,
        response: { 200: success({ judicial_document: ZJudicialDocument }) },
      },
    },
    async (req) => {
      const input = req.body.judicial_document;
      const expected = expectedVersion(req, input.version);
      const saved = await req.write((tx, audit) => updateDocument(tx, audit, req.params.id, input, expected));
      return { status: 'success' as const, judicial_document: saved };
    },
  );

  app.delete(
    '/judicial_documents/:id',
    {
      schema: {
        tags: ['document area'],
        summary: 'Elimina un documento (cestino)',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteDocument(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/judicial_texts',
    {
      schema: {
        tags: ['document area'],
        summary: 'Gruppi di testi dell’area documentale, in ordine di inserimento',
        querystring: ZListQuery,
        response: { 200: success({ judicial_texts: z.array(ZJudicialText), total }) },
      },
    },
    async (req) => {
      const { rows, total } = await listTexts(app.db, req.query);
      return { status: 'success' as const, judicial_texts: rows, total };
    },
  );

  app.post(
    '/judicial_texts',
    {
      schema: {
        tags: ['document area'],
        summary: 'Crea un gruppo di testi (body judicial_text: title, content)',
        body: ZJudicialTextBody,
        response: { 200: success({ judicial_text: ZJudicialText }) },
      },
    },
    async (req) => {
      const saved = await req.write((tx, audit) => createText(tx, audit, req.body.judicial_text));
      return { status: 'success' as const, judicial_text: saved };
    },
  );

  app.put(
    '/judicial_texts/:id',
    {
      schema: {
        tags: ['document area'],
        summary: 'Modifica un gruppo di testi (body judicial_text; If-Match)',
        params: ZIdParam,
        body: ZJudicialTextBody,
        response: { 200: success({ judicial_text: ZJudicialText }) },
      },
    },
    async (req) => {
      const input = req.body.judicial_text;
      const expected = expectedVersion(req, input.version);
      const saved = await req.write((tx, audit) => updateText(tx, audit, req.params.id, input, expected));
      return { status: 'success' as const, judicial_text: saved };
    },
  );

  app.delete(
    '/judicial_texts/:id',
    {
      schema: {
        tags: ['document area'],
        summary: 'Elimina un gruppo di testi (cestino)',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteText(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );
}
