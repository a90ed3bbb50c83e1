import { SAVED_VIEW_MSG, type TSavedView, type TSavedViewList } from '@app/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedViews, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const columns = {
  id: savedViews.id,
  ownerId: savedViews.ownerId,
  list: savedViews.list,
  name: savedViews.name,
  shared: savedViews.shared,
  state: savedViews.state,
  updatedAt: savedViews.updatedAt,
  owner: sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.email})`,
};
const select = (db: Db) =>
  db.select(columns).from(savedViews).innerJoin(users, eq(users.id, savedViews.ownerId));
type Row = Awaited<ReturnType<typeof select>>[number];

const toWire = (r: Row, adminId: number): TSavedView => ({
  id: r.id,
  list: r.list as TSavedViewList,
  name: r.name,
  shared: r.shared,
  state: r.state,
  owner: r.owner,
  mine: r.ownerId === adminId,
  updated_at: r.updatedAt.toISOString(),
});

/** Who may see a view: its owner, and every admin once it is shared. */
const visibleTo = (adminId: number) => or(eq(savedViews.ownerId, adminId), eq(savedViews.shared, true));

/** The views of a list an admin sees, by name. */
export async function listViews(db: Db, adminId: number, list: TSavedViewList) {
  const rows = await select(db)
    .where(and(eq(savedViews.list, list), visibleTo(adminId)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map((r) => toWire(r, adminId));
}

/** One view the admin sees; 404 for one that does not exist or is someone else's private one. */
export async function findView(db: Db, adminId: number, id: number) {
  const [row] = await select(db).where(and(eq(savedViews.id, id), visibleTo(adminId)));
  if (!row) throw new AppError('not_found', SAVED_VIEW_MSG.notFound);
  return toWire(row, adminId);
}
