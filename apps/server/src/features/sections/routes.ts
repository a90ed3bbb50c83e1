import {
  success,
  ZIdParam,
  ZIdText,
  ZListQuery,
  ZOk,
  ZSection,
  ZSectionBody,
  ZSectionRow,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/versioning.ts';
import { listSections } from './repository.ts';
import { createSection, deleteSection, getSection, updateSection } from './service.ts';

const ZSectionsQuery = ZListQuery.extend({
  category_id: ZIdText.optional(),
});

const ZSectionAnswer = success({ section: ZSection });

export default async function sectionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sections',
    {
      schema: {
        tags: ['sections'],
        summary: 'Sezioni (categoria, titolo), per categoria e poi titolo senza distinzione di maiuscole',
        querystring: ZSectionsQuery,
        response: { 200: success({ sections: z.array(ZSectionRow), total: z.number().int() }) },
      },
    },
    async (req) => {
      const { rows, total } = await listSections(app.db, req.query);
      return { status: 'success' as const, sections: rows, total };
    },
  );

  app.get(
    '/sections/:id',
    {
      schema: {
        tags: ['sections'],
        summary: 'Una sezione con i capitoli (rows), i documenti e i file per lingua',
        params: ZIdParam,
        response: { 200: ZSectionAnswer },
      },
    },
    async (req) => {
      const section = await getSection(app.db, req.params.id);
      if (!section) throw notFound();
      return { status: 'success' as const, section };
    },
  );

  app.post(
    '/sections',
    {
      schema: {
        tags: ['sections'],
        summary: 'Crea una sezione con tutto il suo albero (body section)',
        body: ZSectionBody,
        response: { 200: ZSectionAnswer },
      },
    },
    async (req) => {
      const section = await req.write((tx, audit) => createSection(tx, audit, req.body.section));
      return { status: 'success' as const, section };
    },
  );

  app.put(
    '/sections/:id',
    {
      schema: {
        tags: ['sections'],
        summary: 'Sostituisce la sezione e tutto il suo albero in una transazione (body section; If-Match)',
        params: ZIdParam,
        body: ZSectionBody,
        response: { 200: ZSectionAnswer },
      },
    },
    async (req) => {
      const expected = expectedVersion(req, req.body.section.version);
      const section = await req.write((tx, audit) =>
        updateSection(tx, audit, req.params.id, req.body.section, expected),
      );
      return { status: 'success' as const, section };
    },
  );

  app.delete(
    '/sections/:id',
    {
      schema: {
        tags: ['sections'],
        summary: 'Sposta la sezione nel cestino',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteSection(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );
}
