import {
  success,
  ZIdParam,
  ZOk,
  ZSavedView,
  ZSavedViewInput,
  ZSavedViewsQuery,
  ZSavedViewUpdate,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findView, listViews } from './repository.ts';
import { createView, deleteView, updateView } from './service.ts';

const tags = ['saved-views'];
const viewAnswer = { 200: success({ view: ZSavedView }) };
/** Saved views of the lists (decision 0038): each admin's own, and the shared ones. */
export default async function savedViewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOf = (req: { user?: { id: number } | null }) => req.user!.id;

  app.get(
    '/saved-views',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Le viste di un elenco (list) che l'amministratore vede: le sue e quelle condivise, per nome",
        querystring: ZSavedViewsQuery,
        response: { 200: success({ views: z.array(ZSavedView) }) },
      },
    },
    async (req) => ({
      status: 'success' as const,
      views: await listViews(app.db, adminOf(req), req.query.list),
    }),
  );

  app.post(
    '/saved-views',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Salva una vista (body view: list, name, shared, state); il nome è unico per elenco tra le proprie',
        body: z.strictObject({ view: ZSavedViewInput }),
        response: viewAnswer,
      },
    },
    async (req) => {
      const id = await req.write((tx, audit) => createView(tx, audit, adminOf(req), req.body.view));
      return { status: 'success' as const, view: await findView(app.db, adminOf(req), id) };
    },
  );

  app.put(
    '/saved-views/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Modifica una propria vista (nome, condivisione, stato); una vista condivisa da altri è 403',
        params: ZIdParam,
        body: z.strictObject({ view: ZSavedViewUpdate }),
        response: viewAnswer,
      },
    },
    async (req) => {
      const { id } = req.params;
      await req.write((tx, audit) => updateView(tx, audit, adminOf(req), id, req.body.view));
      return { status: 'success' as const, view: await findView(app.db, adminOf(req), id) };
    },
  );

  app.delete(
    '/saved-views/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Elimina una propria vista; una vista condivisa da altri è 403',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      const { id } = req.params;
      await req.write((tx, audit) => deleteView(tx, audit, adminOf(req), id));
      return { status: 'success' as const };
    },
  );
}
