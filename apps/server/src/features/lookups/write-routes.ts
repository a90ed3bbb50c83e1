import {
  success,
  ZCategory,
  ZCategoryBody,
  ZLanguage,
  ZLanguageBody,
  ZLanguageCodeParam,
  ZLanguageUpdateBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { createRoute, deleteRoute, updateRoute } from '../../lib/routes.ts';
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
const tags = ['lookups'];
const ZCategoryAnswer = success({ category: ZCategory });
const ZLanguageAnswer = success({ language: ZLanguage });

export default async function lookupWriteRoutes(fastify: FastifyInstance) {
  createRoute(fastify, '/categories', {
    access: 'admin',
    tags,
    summary: 'Crea una categoria (body category: name)',
    body: ZCategoryBody,
    key: 'category',
    response: ZCategoryAnswer,
    create: createCategory,
  });
  updateRoute(fastify, '/categories/:id', {
    access: 'admin',
    tags,
    summary: 'Rinomina una categoria (body category; If-Match)',
    body: ZCategoryBody,
    key: 'category',
    response: ZCategoryAnswer,
    update: (tx, audit, { id }, input, expected) => updateCategory(tx, audit, id, input, expected),
  });
  deleteRoute(fastify, '/categories/:id', {
    access: 'admin',
    tags,
    summary: 'Elimina una categoria che nessuna sezione usa (definitivo)',
    remove: (tx, audit, { id }) => deleteCategory(tx, audit, id),
  });

  createRoute(fastify, '/languages', {
    access: 'admin',
    tags,
    summary: 'Crea una lingua (body language: code, name)',
    body: ZLanguageBody,
    key: 'language',
    response: ZLanguageAnswer,
    create: createLanguage,
  });
  updateRoute(fastify, '/languages/:code', {
    access: 'admin',
    tags,
    summary: 'Rinomina una lingua; il codice non cambia (body language; If-Match)',
    params: ZLanguageCodeParam,
    body: ZLanguageUpdateBody,
    key: 'language',
    response: ZLanguageAnswer,
    update: (tx, audit, { code }, input, expected) => updateLanguage(tx, audit, code, input, expected),
  });
  deleteRoute(fastify, '/languages/:code', {
    access: 'admin',
    tags,
    summary: 'Elimina una lingua che nessun file di documento usa (definitivo)',
    params: ZLanguageCodeParam,
    remove: (tx, audit, { code }) => deleteLanguage(tx, audit, code),
  });
}
