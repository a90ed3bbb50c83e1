import type { TListQuery } from '@app/shared';
import { type AnyColumn, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from './app-error.ts';

type Sortable = AnyColumn | SQL;

/** The wire fields a list sorts by, declared once per list: its query schema and its `sorts` use them. */
export type SortFields = readonly [string, ...string[]];
/** A list's `sorts`, with exactly the fields it declares (`satisfies SortsOf<typeof FIELDS>`). */
export type SortsOf<F extends SortFields> = Record<F[number], Sortable>;

const SORT_REFUSED = 'Ordinamento non valido';
const sortHint = (fields: readonly string[]) =>
  `${SORT_REFUSED}: valori ammessi ${fields.join(', ')} (con "-" davanti per l'ordine decrescente)`;

/** `sort`: one of the list's own fields, or `-field` for descending; anything else is a 400. */
export function sortParam(fields: SortFields) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values, { error: sortHint(fields) }).optional();
}

/** The list's query schema with `sort` restricted to the list's own sortable fields. */
export function withSort<Q extends z.ZodObject>(query: Q, fields: SortFields): Q {
  return query.extend({ sort: sortParam(fields) }) as unknown as Q;
}

export interface ListSpec<Q extends PgSelect, C extends PgSelect> {
  /** `ids`: only these rows (a selection exported), matched on `tiebreak`, the row's id */
  query: TListQuery & { ids?: number[] };
  /** rows: a dynamic select (`db.select(...).from(...).$dynamic()`) with its joins */
  rows: Q;
  /** the same source counted: `db.select({ total: count() }).from(...).$dynamic()` */
  count: C;
  /** a cheaper way to the same total for this query (e.g. counters kept by triggers) */
  total?: () => Promise<number>;
  /** conditions that always hold (e.g. not in the trash, the parent id) */
  where?: (SQL | undefined)[];
  /** wire field → expression; `sort=field` or `sort=-field` picks one */
  sorts: Record<string, Sortable>;
  defaultSort: string;
  /** makes pages stable when sort keys tie; the row's id, which `ids` selects by */
  tiebreak: AnyColumn;
  /** columns that `q` searches, accent- and case-insensitively */
  search?: Sortable[];
}

/** The one list mechanism every list endpoint uses: filter, search, sort, page, total. */
export async function listPage<Q extends PgSelect, C extends PgSelect>(
  spec: ListSpec<Q, C>,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const { query } = spec;
  const conditions = [...(spec.where ?? [])];
  if (query.q && spec.search?.length) conditions.push(searchCondition(query.q, spec.search));
  if (query.ids) conditions.push(inArray(spec.tiebreak, query.ids));
  const where = and(...conditions.filter(Boolean));

  const sortKey = query.sort ?? spec.defaultSort;
  const field = sortKey.replace(/^-/, '');
  // an own field only: `sort=__proto__` must not find Object.prototype
  if (!Object.hasOwn(spec.sorts, field)) {
    throw new AppError('validation', SORT_REFUSED, { errors: { sort: sortHint(Object.keys(spec.sorts)) } });
  }
  const expr = spec.sorts[field];
  const direction = sortKey.startsWith('-') ? desc : asc;
  // rows and total at once: on a pool they run on two connections
  const [rows, total] = await Promise.all([
    spec.rows
      .where(where)
      .orderBy(direction(expr), direction(spec.tiebreak))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // a counter kept for the filters knows nothing of a selection
    spec.total && !query.ids
      ? spec.total()
      : (spec.count.where(where) as unknown as Promise<{ total: number }[]>).then(([c]) =>
          Number(c?.total ?? 0),
        ),
  ]);
  return { rows: rows as Awaited<Q>, total };
}

/** `%q%` for LIKE, with q's own wildcards escaped. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function searchCondition(q: string, columns: Sortable[]): SQL {
  const pattern = containsPattern(q);
  return or(...columns.map((c) => sql`f_unaccent(${c}) ILIKE f_unaccent(${pattern})`))!;
}

/** Equality filters from the query string: only those present apply. */
export function equalsFilters(filters: [AnyColumn, unknown][]): (SQL | undefined)[] {
  return filters.map(([column, value]) =>
    value === undefined || value === '' ? undefined : eq(column, value),
  );
}
