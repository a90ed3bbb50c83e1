import { type HistoryNames, historyLines, historyRefs, type THistoryRef } from '@app/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, companies, countries, experts, users } from '../../db/schema/index.ts';
import { withRecordNames } from '../../lib/record-names.ts';

type Entry = { entity: string; entity_id: string; changes: Record<string, [unknown, unknown]> };

const fullName = (name: unknown, surname: unknown) => [name, surname].filter(Boolean).join(' ');

/** The name of each referenced record, looked up once per kind for a whole page of entries. */
async function lookUp(db: Db, kind: THistoryRef, ids: number[]): Promise<[number, string][]> {
  switch (kind) {
    case 'country':
      return (
        await db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(inArray(countries.id, ids))
      ).map((r) => [r.id, r.name]);
    case 'category':
      return (
        await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids))
      ).map((r) => [r.id, r.name]);
    case 'company':
      return (
        await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, ids))
      ).map((r) => [r.id, r.name]);
    case 'expert':
      return (
        await db
          .select({ id: experts.id, name: experts.name, surname: experts.surname })
          .from(experts)
          .where(inArray(experts.id, ids))
      ).map((r) => [r.id, fullName(r.name, r.surname)]);
    case 'user':
      return (
        await db
          .select({
            id: users.id,
            name: sql<string>`concat_ws(' ', ${users.name}, ${users.surname})`,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((r) => [r.id, r.name.trim() ? `${r.name.trim()} (${r.email})` : r.email]);
  }
}

/**
 * Adds to each audit entry its changes as the Storico reads them (shared/history-lines.ts), with
 * the names of the records its ids point to, even deleted ones, and its record's own name.
 */
export async function withHistoryLines<E extends Entry>(db: Db, entries: E[]) {
  const wanted = new Map<THistoryRef, Set<number>>();
  for (const e of entries) {
    for (const { ref, id } of historyRefs(e.entity, e.changes)) {
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) continue;
      wanted.set(ref, (wanted.get(ref) ?? new Set()).add(id));
    }
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      for (const [id, name] of await lookUp(db, kind, [...ids])) if (name) found.set(`${kind}:${id}`, name);
    }),
  );
  const names: HistoryNames = (ref, id) => found.get(`${ref}:${id}`);
  return (await withRecordNames(db, entries)).map((e) => ({
    ...e,
    fields: historyLines(e.entity, e.changes, names),
  }));
}
