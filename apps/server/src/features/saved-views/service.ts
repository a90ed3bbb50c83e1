import { SAVED_VIEW_MSG, type TSavedView, type TSavedViewInput, type TSavedViewUpdate } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedViews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { uniqueOr } from '../../lib/unique-violation.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { findView } from './repository.ts';

const nameTaken = () =>
  new AppError('conflict', SAVED_VIEW_MSG.nameTaken, { errors: { name: SAVED_VIEW_MSG.nameTaken } });

/** The view, if the admin may change it: its owner only (a shared one is read-only to the others). */
async function ownView(db: Db, adminId: number, id: number): Promise<TSavedView> {
  const view = await findView(db, adminId, id);
  if (!view.mine) throw new AppError('forbidden', SAVED_VIEW_MSG.ownerOnly);
  return view;
}

/** A new view of the admin's; its name is unique among their own views of the list. */
export async function createView(tx: Db, audit: AuditRecorder, adminId: number, input: TSavedViewInput) {
  const [made] = await uniqueOr(
    () =>
      tx
        .insert(savedViews)
        .values({ ownerId: adminId, ...input })
        .returning({ id: savedViews.id }),
    nameTaken,
  );
  audit.record({ entity: 'saved_view', entityId: made.id, action: 'create', after: input });
  return made.id;
}

export async function updateView(
  tx: Db,
  audit: AuditRecorder,
  adminId: number,
  id: number,
  change: TSavedViewUpdate,
) {
  const before = await ownView(tx, adminId, id);
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
}

export async function deleteView(tx: Db, audit: AuditRecorder, adminId: number, id: number) {
  const before = await ownView(tx, adminId, id);
  await tx.delete(savedViews).where(eq(savedViews.id, id));
  audit.record({ entity: 'saved_view', entityId: id, action: 'delete', before, after: null });
}
