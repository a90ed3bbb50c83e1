import { expertLanguages, type TLocale } from '@app/shared';

/**
 * Names of countries and languages in the reader's language. The countries table holds the Italian
 * name and the ISO 3166-1 code, so an English name comes from the code (CLDR, via Intl). Languages
 * are free text an expert wrote ("Italiano, Inglese"): each one is recognised by its Italian or
 * English name (CLDR's, for every ISO 639-1 code, or the admin's list of languages) and named again;
 * a language nobody can recognise stays as it was written.
 */

const englishRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A country as the reader reads it: the stored (Italian) name, or in English from its code. */
export function countryName(country: { code: string; name: string }, locale: TLocale): string {
  if (locale === 'it') return country.name;
  try {
    return englishRegions.of(country.code.toUpperCase()) ?? country.name;
  } catch {
    // a code CLDR does not know the shape of: the stored name rather than no name
    return country.name;
  }
}

/** How a visitor's spelling is compared: case- and accent-blind, as the directory's search. */
export const foldName = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface IsoLanguage {
  code: string;
  it: string;
  en: string;
}

let isoLanguages: IsoLanguage[] | undefined;
/** Every two-letter language code CLDR names, with its Italian and English names (built once). */
function everyIsoLanguage(): IsoLanguage[] {
  if (isoLanguages) return isoLanguages;
  const it = new Intl.DisplayNames(['it'], { type: 'language', fallback: 'none' });
  const en = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const found: IsoLanguage[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const itName = it.of(code);
      const enName = en.of(code);
      if (itName && enName) found.push({ code, it: itName, en: enName });
    }
  }
  isoLanguages = found;
  return found;
}

/** A language of the admin's list (Categorie e lingue): its code and the name written there. */
export interface LanguageRow {
  code: string;
  name: string;
}

export interface LanguageNames {
  /** The expert's `languages` in the reader's language ("Italian, English"); null stays null. */
  translate(languages: string | null, locale: TLocale): string | null;
  /** Every spelling of the language a filter names ("English" → English, Inglese, inglese), itself first. */
  spellings(name: string): string[];
}

/** The names of languages, from CLDR and the admin's list (which wins for its own spelling). */
export function languageNames(rows: readonly LanguageRow[]): LanguageNames {
  const codeByName = new Map<string, string>();
  const spellingsByCode = new Map<string, string[]>();
  const englishByCode = new Map<string, string>();
  const add = (code: string, name: string) => {
    const key = foldName(name);
    if (!key) return;
    if (!codeByName.has(key)) codeByName.set(key, code);
    spellingsByCode.set(code, [...(spellingsByCode.get(code) ?? []), name]);
  };
  for (const row of rows) add(row.code.toLowerCase().split('-')[0] ?? row.code, row.name);
  for (const iso of everyIsoLanguage()) {
    add(iso.code, iso.it);
    add(iso.code, iso.en);
    englishByCode.set(iso.code, iso.en);
  }
  const codeOf = (name: string) => codeByName.get(foldName(name));
  return {
    translate(languages, locale) {
      if (locale === 'it' || languages === null) return languages;
      const parts = expertLanguages(languages);
      if (parts.length === 0) return languages;
      return parts
        .map((part) => {
          const code = codeOf(part);
          return (code && englishByCode.get(code)) ?? part;
        })
        .join(', ');
    },
    spellings(name) {
      const code = codeOf(name);
      const known = code ? (spellingsByCode.get(code) ?? []) : [];
      const seen = new Set<string>();
      return [name, ...known].filter((n) => {
        const key = foldName(n);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  };
}
