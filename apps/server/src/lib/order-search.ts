import { SEARCH_Q_MIN } from '@app/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { referenceSearchText } from './creditor-reference.ts';

/**
 * How an admin finds a booking: by its number, its billing company (the member company's or the
 * site booking's snapshot), any participant's name or e-mail, the contact e-mail, the RF reference
 * of its transfer (typed spaced, hyphenated or compact, any case) or the number of one of its
 * invoices. One home for the palette (GET /api/search) and the conference's order list.
 *
 * Each way is its own indexed query (trigram indexes of migration order_search_indexes hold exactly
 * these expressions), joined by `union all`: an OR across tables would read every order instead.
 * Rows are (order_id, rank, matched): the lowest rank says which field matched (null: the number,
 * which the result's label already shows).
 */
export const ORDER_MATCH_LABELS = {
  company: 'Azienda',
  participant: 'Partecipante',
  participant_email: 'E-mail partecipante',
  contact: 'Contatto',
  reference: 'Riferimento',
  invoice: 'Fattura',
} as const;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const patternOf = (q: string) => sql`('%' || f_unaccent(lower(${escapeLike(q)}::text)) || '%')`;
const label = (key: keyof typeof ORDER_MATCH_LABELS, value: SQL) =>
  sql`${`${ORDER_MATCH_LABELS[key]}: `}::text || (${value})`;

/** The order number `q` names ("#12", "12"), or null. */
export const orderNumberOf = (q: string): number | null =>
  /^#?\d{1,9}$/.test(q.trim()) ? Number(q.trim().replace('#', '')) : null;

/** (order_id, rank, matched) of every order `q` finds, or null when q finds none by construction. */
export function orderMatches(q: string): SQL | null {
  const text = q.trim();
  const orderId = orderNumberOf(text);
  const branches: SQL[] = [];
  if (orderId !== null) {
    branches.push(sql`select o.id, 0, null::text
      from orders o where o.id = ${orderId}`);
  }
  if (text.length >= SEARCH_Q_MIN) {
    const pattern = patternOf(text);
    const has = (expr: string) => sql`f_unaccent(lower(${sql.raw(expr)})) like ${pattern}`;
    const reference = patternOf(referenceSearchText(text));
    branches.push(
      sql`select o.id, 1, ${label('company', sql`c.name`)} from companies c
        join orders o on o.company_id = c.id where ${has('c.name')}`,
      sql`select o.id, 1, ${label('company', sql`o.billing->'company'->>'name'`)} from orders o
        where ${has(`o.billing->'company'->>'name'`)}`,
      sql`select p.order_id, 2, ${label('participant', sql`p.name || ' ' || p.surname`)} from participants p
        where ${has(`p.name || ' ' || p.surname`)}`,
      sql`select p.order_id, 3, ${label('participant_email', sql`p.email`)} from participants p
        where ${has('p.email')}`,
      sql`select o.id, 4, ${label('contact', sql`o.contact_email`)} from orders o where ${has('o.contact_email')}`,
      sql`select mt.order_id, 5, ${label('reference', sql`mt.reference`)} from manual_transfers mt
        where mt.order_id is not null and mt.deleted_at is null
          and f_unaccent(lower(mt.reference)) like ${reference}`,
      sql`select i.order_id, 6, ${label('invoice', sql`i.number`)} from invoices i
        where i.order_id is not null and ${has('i.number')}`,
    );
  }
  if (!branches.length) return null;
  const union = sql.join(
    branches.map((b) => sql`(${b})`),
    sql` union all `,
  );
  return sql`select m.order_id, m.rank, m.matched from (${union}) as m(order_id, rank, matched)`;
}

/** A condition on `orders.id` (as `idColumn`) that holds for the orders `q` finds. */
export function orderSearchCondition(q: string, idColumn: SQL | AnyColumn): SQL {
  const matches = orderMatches(q);
  return matches ? sql`${idColumn} in (select f.order_id from (${matches}) f)` : sql`false`;
}
