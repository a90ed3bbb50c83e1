import { SEARCH_PER_KIND, SEARCH_Q_MIN, type TSearchResult } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A company without a membership opens the memberships list searched by its name. */
const COMPANY_LIST = '/memberships?q=';

type Raw = { kind: TSearchResult['kind']; id: string; label: string; detail: string | null; url: string };

/**
 * Search everywhere: one query, at most SEARCH_PER_KIND results per kind. Each text condition is
 * `f_unaccent(lower(col)) like %q%`, the expression the trigram indexes of migration
 * 0003_search_indexes hold, so accents and case are folded ("nicolo" finds "Nicolò"); users
 * match on their folded search_text column (0009: names either way round and email).
 */
export async function search(db: Db, q: string): Promise<TSearchResult[]> {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const p = sql`('%' || f_unaccent(lower(${escaped}::text)) || '%')`;
  const has = (expr: string) => sql`f_unaccent(lower(${sql.raw(expr)})) like ${p}`;
  const n = SEARCH_PER_KIND;
  const orderId = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  const branches: SQL[] =
    q.length < SEARCH_Q_MIN
      ? []
      : [
          sql`(select 'user' as kind, u.id::text as id, trim(u.name || ' ' || u.surname) as label,
        u.email as detail, '/users/' || u.id as url
      from users u
      where u.deleted_at is null and (u.search_text like ${p} or ${has('u.fiscal_code')})
      order by lower(u.surname), u.id limit ${n})`,
          sql`(select 'company', c.id::text, c.name, coalesce(c.vat, c.stripe_customer_id),
        coalesce('/memberships/' || (select s.stripe_subscription_id from subscriptions s
          where s.company_id = c.id and s.deleted_at is null order by s.id desc limit 1),
          '/memberships?q=' || c.name)
      from companies c
      where c.deleted_at is null and (${has('c.name')} or ${has('c.vat')} or ${has('c.stripe_customer_id')})
      order by lower(c.name), c.id limit ${n})`,
          sql`(select 'membership', s.stripe_subscription_id, s.stripe_subscription_id, c.name,
        '/memberships/' || s.stripe_subscription_id
      from subscriptions s join companies c on c.id = s.company_id
      where s.deleted_at is null and c.deleted_at is null and ${has('s.stripe_subscription_id')}
      order by s.id limit ${n})`,
          sql`(select 'conference', k.id::text, k.title, k.date_start::text, '/conference/' || k.id
      from conferences k
      where k.deleted_at is null and ${has('k.title')}
      order by k.date_start desc, k.id limit ${n})`,
          sql`(select 'arbitrator', a.id::text, coalesce(nullif(trim(a.name || ' ' || a.surname), ''), a.email),
        a.email, '/arbitrators/' || a.id
      from arbitrators a
      where a.deleted_at is null and (${has(`a.name || ' ' || a.surname`)} or ${has('a.email')})
      order by lower(a.surname), a.id limit ${n})`,
        ];
  if (orderId !== null) {
    branches.push(sql`(select 'order' as kind, o.id::text as id, 'Ordine #' || o.id as label, k.title as detail,
        '/order/' || o.id as url
      from orders o join conferences k on k.id = o.conference_id
      where o.id = ${orderId} and o.deleted_at is null)`);
  }
  if (!branches.length) return [];
  const result = await db.execute(sql.join(branches, sql` union all `));
  return (result as unknown as { rows: Raw[] }).rows.map((r) => ({
    kind: r.kind,
    id: String(r.id),
    label: r.label ?? '',
    detail: r.detail ?? null,
    url: r.url.startsWith(COMPANY_LIST)
      ? COMPANY_LIST + encodeURIComponent(r.url.slice(COMPANY_LIST.length))
      : r.url,
  }));
}
