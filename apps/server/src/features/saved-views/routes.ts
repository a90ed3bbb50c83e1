import {
  SAVED_VIEW_MSG,
  success,
  type TSavedView,
  ZIdParam,
  ZOk,
  ZSavedView,
  ZSavedViewInput,
  ZSavedViewsQuery,
  ZSavedViewUpdate,
} from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { savedViews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueOr } from '../../lib/unique-violation.ts';
import { findView, listViews } from './repository.ts';

const tags = ['saved-views'];
const viewAnswer = { 200: success({ view: ZSavedView }) };
const nameTaken = () =>
  new AppError('conflict', SAVED_VIEW_MSG.nameTaken, { errors: { name: SAVED_VIEW_MSG.nameTaken } });

/** The view, if the admin may change it: its owner only (a shared one is read-only to the others). */
async function ownView(db: Db, adminId: number, id: number): Promise<TSavedView> {
  const view = await findView(db, adminId, id);
  if (!view.mine) throw new AppError('forbidden', SAVED_VIEW_MSG.ownerOnly);
  return view;
}

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
      const input = req.body.view;
      const id = await req.write(async (tx, audit) => {
        const [made] = await uniqueOr(
          () =>
            tx
              .insert(savedViews)
              .values({ ownerId: adminOf(req), ...input })
              .returning({ id: savedViews.id }),
          nameTaken,
        );
        audit.record({ entity: 'saved_view', entityId: made.id, action: 'create', after: input });
        return made.id;
      });
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
      await req.write(async (tx, audit) => {
        const before = await ownView(tx, adminOf(req), id);
        const change = req.body.view;
        await uniqueOr(
          () =>
            tx
              .update(savedViews)
              .set({ ...change, updatedAt: sql`now()` })
              .where(eq(savedViews.id, id)),
          nameTaken,
        );
        const { name, shared, state } = before;
        audit.record({
          entity: 'saved_view',
          entityId: id,
          action: 'update',
          before: { name, shared, state },
          after: { name, shared, state, ...change },
        });
      });
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
      await req.write(async (tx, audit) => {
        const before = await ownView(tx, adminOf(req), id);
        await tx.delete(savedViews).where(eq(savedViews.id, id));
        audit.record({ entity: 'saved_view', entityId: id, action: 'delete', before, after: null });
      });
      return { status: 'success' as const };
    },
  );
}
