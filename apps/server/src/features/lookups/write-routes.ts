import {
  success,
  ZCategory,
  ZCategoryBody,
  ZIdParam,
  ZLanguage,
  ZLanguageBody,
  ZLanguageCodeParam,
  ZLanguageUpdateBody,
  ZOk,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expectedVersion } from '../../lib/versioning.ts';
import {
  createCategory,
  createLanguage,
  deleteCategory,
  deleteLanguage,
  updateCategory,
  updateLanguage,
} from './service.ts';

/**
 * Admins manage the categories and languages the section editor offers.
 * POST /api/categories, PUT/DELETE /api/categories/{id}; POST /api/languages, PUT/DELETE
 * /api/languages/{code}. Saves take If-Match (or `version`); a delete of one in use is a 409.
 */
export default async function lookupWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Crea una categoria (body category: name)',
        body: ZCategoryBody,
        response: { 200: success({ category: ZCategory }) },
      },
    },
    async (req) => {
      const saved = await req.write((tx, audit) => createCategory(tx, audit, req.body.category));
      return { status: 'success' as const, category: saved };
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rinomina una categoria (body category; If-Match)',
        params: ZIdParam,
        body: ZCategoryBody,
        response: { 200: success({ category: ZCategory }) },
      },
    },
    async (req) => {
      const input = req.body.category;
      const expected = expectedVersion(req, input.version);
      const saved = await req.write((tx, audit) => updateCategory(tx, audit, req.params.id, input, expected));
      return { status: 'success' as const, category: saved };
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Elimina una categoria che nessuna sezione usa (definitivo)',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteCategory(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );

  app.post(
    '/languages',
    {
      schema: {
        tags,
        summary: 'Crea una lingua (body language: code, name)',
        body: ZLanguageBody,
        response: { 200: success({ language: ZLanguage }) },
      },
    },
    async (req) => {
      const saved = await req.write((tx, audit) => createLanguage(tx, audit, req.body.language));
      return { status: 'success' as const, language: saved };
    },
  );

  app.put(
    '/languages/:code',
    {
      schema: {
        tags,
        summary: 'Rinomina una lingua; il codice non cambia (body language; If-Match)',
        params: ZLanguageCodeParam,
        body: ZLanguageUpdateBody,
        response: { 200: success({ language: ZLanguage }) },
      },
    },
    async (req) => {
      const input = req.body.language;
      const expected = expectedVersion(req, input.version);
      const saved = await req.write((tx, audit) =>
        updateLanguage(tx, audit, req.params.code, input, expected),
      );
      return { status: 'success' as const, language: saved };
    },
  );

  app.delete(
    '/languages/:code',
    {
      schema: {
        tags,
        summary: 'Elimina una lingua che nessun file di documento usa (definitivo)',
        params: ZLanguageCodeParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteLanguage(tx, audit, req.params.code));
      return { status: 'success' as const };
    },
  );
}
