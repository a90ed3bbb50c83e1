import { expertLanguages, type TLocale } from '@app/shared';

/**
 * The languages an expert speaks are free text, written in Italian ("Inglese, Tedesco"): for an
 * English reader each name the browser knows in Italian is shown in English ("English, German");
 * any other text stays as written. The filter keeps sending the text as written.
 */
const CODES =
  'af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fr ga gl gu he hi hr hu hy id is it ja ka kk km ko ku lb lo lt lv mk ml mn mr ms mt my ne nl no pa pl ps pt ro ru si sk sl so sq sr sv sw ta te th tl tr uk ur uz vi yi zh zu'.split(
    ' ',
  );

let english: Map<string, string> | null = null;

function italianToEnglish(): Map<string, string> {
  if (english) return english;
  english = new Map();
  try {
    const it = new Intl.DisplayNames('it', { type: 'language' });
    const en = new Intl.DisplayNames('en', { type: 'language' });
    for (const code of CODES) {
      const name = it.of(code);
      const translated = en.of(code);
      if (name && translated && name !== code) english.set(name.toLowerCase(), translated);
    }
  } catch {
    // a browser without Intl.DisplayNames: the names stay as written
  }
  return english;
}

/** A language's name as an expert's record writes it, in the reader's language where known. */
export function languageName(name: string, locale: TLocale): string {
  if (locale === 'it') return name;
  return italianToEnglish().get(name.trim().toLowerCase()) ?? name;
}

/** An expert's languages as written ("Inglese, Tedesco"), for the reader: as written in Italian, by name in English. */
export const spoken = (languages: string, locale: TLocale) =>
  locale === 'it'
    ? languages
    : expertLanguages(languages)
        .map((l) => languageName(l, locale))
        .join(', ');
