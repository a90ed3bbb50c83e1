import { TRASH_KIND_LIST, type TTrashItem, type TTrashKind } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Where each trash kind of the registry (`trash: true` in entities.ts) lives and how its entry is
 * titled (SQL over its row `t`). A kind added to the trash there needs its line here: the type says so.
 */
export const TRASH_TABLES: Record<TTrashKind, { table: string; title: string }> = {
  section: { table: 'sections', title: `coalesce(nullif(t.title, ''), 'Sezione ' || t.id)` },
  judicial_document: { table: 'judicial_documents', title: 't.title' },
  judicial_text: { table: 'judicial_texts', title: 't.title' },
  conference: { table: 'conferences', title: 't.title' },
  coupon: { table: 'coupons', title: `'Coupon ' || t.code` },
  order: {
    table: 'orders',
    title: `'Ordine #' || t.id || coalesce(' · ' || (select c.title from conferences c where c.id = t.conference_id), '')`,
  },
  user: { table: 'users', title: `trim(t.name || ' ' || t.surname) || ' <' || t.email || '>'` },
  expert: { table: 'experts', title: `t.name || ' ' || t.surname` },
  company: { table: 'companies', title: 't.name' },
  subscription: {
    table: 'subscriptions',
    title: `t.stripe_subscription_id || coalesce(' · ' || (select c.name from companies c where c.id = t.company_id), '')`,
  },
  manual_transfer: { table: 'manual_transfers', title: `t.email || ' · ' || t.reason` },
  arbitrator: { table: 'arbitrators', title: `t.email` },
};

/** What the trash sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const TRASH_SORTS = ['deleted_at', 'kind', 'title'] as const;
const SORT_SQL: Record<(typeof TRASH_SORTS)[number], string> = {
  deleted_at: 'deleted_at',
  kind: 'kind',
  title: 'lower(title)',
};

type Raw = { kind: TTrashKind; id: number; title: string; deleted_at: Date | string; total: number };

/** Every trashed top-level record, newest first: one query over all the tables. */
export async function listTrash(
  db: Db,
  query: { page: number; pageSize: number; sort?: string; kind?: TTrashKind; q?: string },
): Promise<{ trash: TTrashItem[]; total: number }> {
  const kinds = TRASH_KIND_LIST.filter((k) => !query.kind || k === query.kind);
  const union = kinds
    .map(
      (k) =>
        `select '${k}'::text as kind, t.id, ${TRASH_TABLES[k].title} as title, t.deleted_at from ${TRASH_TABLES[k].table} t where t.deleted_at is not null`,
    )
    .join(' union all ');
  const sortKey = query.sort ?? '-deleted_at';
  const field = sortKey.replace(/^-/, '');
  // an own key only: `sort=constructor` must not reach sql.raw with Object's constructor
  if (!Object.hasOwn(SORT_SQL, field)) throw new AppError('validation', 'Ordinamento non valido');
  const order = SORT_SQL[field as keyof typeof SORT_SQL];
  const direction = sortKey.startsWith('-') ? 'desc' : 'asc';
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const result = await db.execute(sql`
    select kind, id, title, deleted_at, (count(*) over ())::int as total
    from (${sql.raw(union)}) x
    where ${pattern}::text is null or f_unaccent(title) ilike f_unaccent(${pattern}::text)
    order by ${sql.raw(order)} ${sql.raw(direction)}, kind, id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const rows = (result as unknown as { rows: Raw[] }).rows;
  return {
    trash: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      title: r.title ?? '',
      deleted_at: new Date(r.deleted_at).toISOString(),
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}
