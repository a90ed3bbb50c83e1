import type { TLocale } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, settings } from '../../db/schema/index.ts';
import { countryName } from '../../lib/localized-names.ts';

const collators: Record<TLocale, Intl.Collator> = {
  it: new Intl.Collator('it'),
  en: new Intl.Collator('en'),
};

/**
 * Every country with its ISO code, named and in alphabetical order in the reader's language (the
 * database's collation differs between PGlite and a PostgreSQL server: "Åland" and "Côte d'Ivoire"
 * sort as a person expects here).
 */
export async function listPublicCountries(db: Db, locale: TLocale) {
  const rows = await db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries);
  return rows
    .map((c) => ({ ...c, name: countryName(c, locale) }))
    .sort((a, b) => collators[locale].compare(a.name, b.name));
}

/**
 * The association's name: the issuer's name of the invoice settings (the invoices feature owns
 * that row; only this one key is read here), empty until an admin saves it.
 */
export async function associationName(db: Db): Promise<string> {
  const [row] = await db
    .select({ name: sql<string | null>`${settings.value}->>'name'` })
    .from(settings)
    .where(eq(settings.key, 'invoice_settings'));
  return row?.name?.trim() ?? '';
}
