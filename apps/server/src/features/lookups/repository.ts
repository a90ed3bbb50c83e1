import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, countries, languages } from '../../db/schema/index.ts';

/** GET /api/categories: every category, by name. */
export function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.name));
}

/** GET /api/languages: every language, by name. */
export function listLanguages(db: Db) {
  return db.select().from(languages).orderBy(asc(languages.name));
}

/** GET /api/countries: id, name and ISO code of every country, by name. */
export function listCountries(db: Db) {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .orderBy(asc(countries.name));
}
