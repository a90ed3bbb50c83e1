import {
  ENTITIES,
  kindOfSearchKind,
  listPath,
  recordPath,
  SEARCH_PER_KIND,
  SEARCH_Q_MIN,
  type TEntityKind,
  type TSearchableKind,
  type TSearchKind,
  type TSearchResult,
} from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMatches } from '../../lib/order-search.ts';

type Context = {
  /** the result kind to select first, as `kind` */
  kind: SQL;
  /** `f_unaccent(lower(expr)) like %q%` */
  has: (expr: string) => SQL;
  /** the folded `%q%` pattern */
  pattern: SQL;
  /** q is long enough for a text search */
  text: boolean;
  /** q as typed (trimmed) */
  q: string;
};

/**
 * Every branch selects, in this order: kind, id, label, detail, open_id, matched (what the query
 * matched when it is not the label; null for most kinds).
 *
 * How search finds each searchable kind of the registry (`search` in entities.ts): a query that
 * selects kind, id, label, detail and `open_id`, the record of kind `opens` the result links to
 * (null: the list of `opens` searched by the label). Links are built from the registry, never here.
 * A kind made searchable there needs its branch here: the type says so. Results come in this order.
 */
const BRANCHES: Record<TSearchableKind, { opens: TEntityKind; query: (c: Context) => SQL | null }> = {
  // A member is found by name, e-mail or codice fiscale, and by the partita IVA or codice fiscale
  // of their billing data, typed whole: an identifier is looked up (migration 0031's indexes).
  user: {
    opens: 'user',
    query: (c) => {
      if (!c.text) return null;
      const byText = sql`select ${c.kind} as kind, u.id::text as id, trim(u.name || ' ' || u.surname) as label,
            u.email as detail, u.id::text as open_id, null::text as matched, lower(u.surname) as k, u.id as n
          from users u
          where u.deleted_at is null and (u.search_text like ${c.pattern} or ${c.has('u.fiscal_code')})`;
      const id = taxIdentifierOf(c.q);
      if (!id)
        return sql`select kind, id, label, detail, open_id, matched from (${byText}) found
          order by k, n limit ${SEARCH_PER_KIND}`;
      const vat = sql`upper(b.vat) in (${id}, ${`IT${id}`})`;
      // its own branch, so that each way is an index lookup (an OR across tables would read them all)
      const byBilling = sql`select ${c.kind} as kind, u.id::text as id, trim(u.name || ' ' || u.surname) as label,
            u.email as detail, u.id::text as open_id,
            case when ${vat} then ${'Partita IVA: '} || b.vat else ${'Codice fiscale: '} || b.fiscal_code end
              as matched, lower(u.surname) as k, u.id as n
          from billing_information b join users u on u.id = b.user_id
          where u.deleted_at is null and (${vat} or upper(b.fiscal_code) = ${id})`;
      return sql`select kind, id, label, detail, open_id, matched from (
          select distinct on (k, n) * from (${byText} union all ${byBilling}) both_ways
          order by k, n, matched nulls last) found
        order by k, n limit ${SEARCH_PER_KIND}`;
    },
  },
  // A company opens its latest membership; without one, the memberships list searched by its name.
  company: {
    opens: 'subscription',
    query: (c) =>
      c.text
        ? sql`select ${c.kind} as kind, c.id::text as id, c.name as label,
            coalesce(c.vat, c.stripe_customer_id) as detail,
            (select s.stripe_subscription_id from subscriptions s
              where s.company_id = c.id and s.deleted_at is null order by s.id desc limit 1) as open_id,
            null::text as matched
          from companies c
          where c.deleted_at is null and (${c.has('c.name')} or ${c.has('c.vat')} or ${c.has('c.stripe_customer_id')})
          order by lower(c.name), c.id limit ${SEARCH_PER_KIND}`
        : null,
  },
  subscription: {
    opens: 'subscription',
    query: (c) =>
      c.text
        ? sql`select ${c.kind} as kind, s.stripe_subscription_id as id, s.stripe_subscription_id as label,
            c.name as detail, s.stripe_subscription_id as open_id, null::text as matched
          from subscriptions s join companies c on c.id = s.company_id
          where s.deleted_at is null and c.deleted_at is null and ${c.has('s.stripe_subscription_id')}
          order by s.id limit ${SEARCH_PER_KIND}`
        : null,
  },
  conference: {
    opens: 'conference',
    query: (c) =>
      c.text
        ? sql`select ${c.kind} as kind, k.id::text as id, k.title as label, k.date_start::text as detail,
            k.id::text as open_id, null::text as matched
          from conferences k
          where k.deleted_at is null and ${c.has('k.title')}
          order by k.date_start desc, k.id limit ${SEARCH_PER_KIND}`
        : null,
  },
  arbitrator: {
    opens: 'arbitrator',
    query: (c) =>
      c.text
        ? sql`select ${c.kind} as kind, a.id::text as id,
            coalesce(nullif(trim(a.name || ' ' || a.surname), ''), a.email) as label,
            a.email as detail, a.id::text as open_id, null::text as matched
          from arbitrators a
          where a.deleted_at is null and (${c.has(`a.name || ' ' || a.surname`)} or ${c.has('a.email')})
          order by lower(a.surname), a.id limit ${SEARCH_PER_KIND}`
        : null,
  },
  // An order is found by its number, company, participants, contact, RF reference or invoices
  // (lib/order-search.ts); `matched` says which.
  order: {
    opens: 'order',
    query: (c) => {
      const matches = orderMatches(c.q);
      return matches === null
        ? null
        : sql`select ${c.kind} as kind, o.id::text as id, ${`${ENTITIES.order.label} #`}::text || o.id as label,
            k.title as detail, o.id::text as open_id, best.matched
          from (select distinct on (f.order_id) f.order_id, f.matched from (${matches}) f
                order by f.order_id desc, f.rank) best
          join orders o on o.id = best.order_id
          join conferences k on k.id = o.conference_id
          where o.deleted_at is null
          order by o.id desc limit ${SEARCH_PER_KIND}`;
    },
  },
};

/**
 * A partita IVA (11 digits, "IT" before it or not) or a codice fiscale (16 characters) as typed,
 * spaces left out and upper-cased; null for anything else, which is searched as text only.
 */
function taxIdentifierOf(q: string): string | null {
  const compact = q.replace(/\s+/g, '').toUpperCase();
  if (/^(IT)?\d{11}$/.test(compact)) return compact.replace(/^IT/, '');
  return /^[A-Z0-9]{16}$/.test(compact) ? compact : null;
}

type Raw = {
  kind: TSearchKind;
  id: string;
  label: string | null;
  detail: string | null;
  open_id: string | null;
  matched?: string | null;
};

/** The web route a result opens, from the registry. */
function urlOf(r: Raw): string {
  const opens = BRANCHES[kindOfSearchKind(r.kind) as TSearchableKind].opens;
  const url = r.open_id !== null ? recordPath(opens, r.open_id) : listPath(opens, { q: r.label ?? '' });
  if (url === null) throw new Error(`search: the registry gives ${opens} no page`);
  return url;
}

/**
 * Search everywhere: one query, at most SEARCH_PER_KIND results per kind. Each text condition is
 * `f_unaccent(lower(col)) like %q%`, the expression the trigram indexes of migration
 * 0003_search_indexes hold, so accents and case are folded ("nicolo" finds "Nicolò"); users
 * match on their folded search_text column (0009: names either way round and email).
 */
export async function search(db: Db, q: string): Promise<TSearchResult[]> {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = sql`('%' || f_unaccent(lower(${escaped}::text)) || '%')`;
  const has = (expr: string) => sql`f_unaccent(lower(${sql.raw(expr)})) like ${pattern}`;
  const text = q.length >= SEARCH_Q_MIN;
  const branches = (Object.keys(BRANCHES) as TSearchableKind[]).flatMap((kind) => {
    const wire = ENTITIES[kind].search;
    const query = BRANCHES[kind].query({ kind: sql`${wire}::text`, has, pattern, text, q });
    return query ? [sql`(${query})`] : [];
  });
  if (!branches.length) return [];
  // Without parallel workers: PostgreSQL plans them for a common word's many matches ("ross"), and
  // starting them cost 70 of the palette's 90 ms for five rows (PGlite has none to start).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute(sql.join(branches, sql` union all `));
  });
  return (result as unknown as { rows: Raw[] }).rows.map((r) => ({
    kind: r.kind,
    id: String(r.id),
    label: r.label ?? '',
    detail: r.detail ?? null,
    ...(r.matched ? { matched: r.matched } : {}),
    url: urlOf(r),
  }));
}
