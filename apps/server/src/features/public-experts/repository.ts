import type { TLocale, TPublicExpert, TPublicExpertsQuery } from '@app/shared';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, experts, languages as languageList } from '../../db/schema/index.ts';
import { countryName, type LanguageNames, languageNames } from '../../lib/localized-names.ts';

/** At most this many experts in one answer: the directory is a page, not an export. */
const DIRECTORY_MAX = 500;

/** The public columns only: no e-mail, phone, date of birth, user or file name leaves here. */
const PUBLIC_COLUMNS = {
  id: experts.id,
  name: experts.name,
  surname: experts.surname,
  job_title: experts.jobTitle,
  country_id: countries.id,
  country_name: countries.name,
  country_code: countries.code,
  languages: experts.languages,
  education: experts.education,
  professional_qualification: experts.professionalQualification,
  academic_position: experts.academicPosition,
  current_professional_position: experts.currentProfessionalPosition,
  previous_position: experts.previousPosition,
  short_publication: experts.shortPublication,
  has_image: sql<boolean>`${experts.image} is not null`,
};

type Row = { [K in keyof typeof PUBLIC_COLUMNS]: unknown } & {
  id: number;
  country_id: number;
  country_name: string;
  country_code: string;
  has_image: boolean;
  languages: string | null;
};

export const expertImageUrl = (id: number) => `/api/public/experts/${id}/image`;

/** The reader's language: the country's name and the languages spoken read in it (the rest as written). */
interface Reading {
  locale: TLocale;
  names: LanguageNames;
}

function toPublic(
  { country_id, country_name, country_code, has_image, ...r }: Row,
  { locale, names }: Reading,
): TPublicExpert {
  return {
    ...(r as Omit<TPublicExpert, 'country' | 'image_url'>),
    country: { id: country_id, name: countryName({ code: country_code, name: country_name }, locale) },
    languages: names.translate(r.languages, locale),
    image_url: has_image ? expertImageUrl(r.id) : null,
  };
}

/** The names of languages: CLDR's and those of the admin's list. */
async function readLanguageNames(db: Db): Promise<LanguageNames> {
  return languageNames(
    await db.select({ code: languageList.code, name: languageList.name }).from(languageList),
  );
}

const published = () => [eq(experts.published, true), isNull(experts.deletedAt)];
// what a visitor types, matched accent- and case-blind; LIKE's wildcards taken literally
const folded = (column: SQL, text: string) =>
  sql`f_unaccent(lower(${column})) like '%' || f_unaccent(lower(${text.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`;

/**
 * GET /api/public/experts: the published ones by surname, filtered by country, language and name.
 * A language is found however the expert spelled it: "English" finds "Inglese" and the reverse.
 */
export async function listPublicExperts(
  db: Db,
  query: TPublicExpertsQuery,
  locale: TLocale,
): Promise<TPublicExpert[]> {
  const names = await readLanguageNames(db);
  const where = [...published()];
  if (query.country) where.push(eq(experts.countryId, query.country));
  if (query.language) {
    const spoken = sql`coalesce(${experts.languages}, '')`;
    where.push(or(...names.spellings(query.language).map((name) => folded(spoken, name))) as SQL);
  }
  if (query.q)
    where.push(folded(sql`${experts.name} || ' ' || ${experts.surname} || ' ' || ${experts.name}`, query.q));
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(experts)
    .innerJoin(countries, eq(countries.id, experts.countryId))
    .where(and(...where))
    .orderBy(
      sql`lower(f_unaccent(${experts.surname}))`,
      sql`lower(f_unaccent(${experts.name}))`,
      asc(experts.id),
    )
    .limit(DIRECTORY_MAX);
  return rows.map((r) => toPublic(r as Row, { locale, names }));
}

/** GET /api/public/experts/{id}: null unless published. */
export async function findPublicExpert(db: Db, id: number, locale: TLocale): Promise<TPublicExpert | null> {
  const [row] = await db
    .select(PUBLIC_COLUMNS)
    .from(experts)
    .innerJoin(countries, eq(countries.id, experts.countryId))
    .where(and(eq(experts.id, id), ...published()))
    .limit(1);
  return row ? toPublic(row as Row, { locale, names: await readLanguageNames(db) }) : null;
}

/** The stored name of a published expert's photo, or null. */
export async function publicExpertImage(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ image: experts.image })
    .from(experts)
    .where(and(eq(experts.id, id), ...published()))
    .limit(1);
  return row?.image ?? null;
}
