import { z } from 'zod';

/**
 * The product's languages (locales; `Language` is the reference data of documents' languages). Italian is the default and the back-office's only one; the member site,
 * the public and member API and the mails about a booking are in Italian or English (RUNNING.md
 * "English"). The FatturaPA XML stays Italian by law.
 */
export const LOCALES = ['it', 'en'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'it';
export const ZLocale = z.enum(LOCALES);

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A catalogue as translators keep it: nested groups of keys, each text with `{{name}}` placeholders. */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** "booking.full" → text: a nested catalogue read as flat dotted keys. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenCatalogue(value, path)) flat.set(k, v);
  }
  return flat;
}

/** `{{name}}` placeholders filled from `values` (i18next's syntax, so one catalogue serves both). */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Messages are written in Italian where they arise (services, schemas, MSG): the source text is the
 * key, as gettext keeps it. This finds a text's key in the Italian catalogue, templates included
 * ("Il file supera il limite di {{mib}} MiB" matches "Il file supera il limite di 2 MiB"), and
 * answers the same key's text in the target catalogue, filled with the values read off the source;
 * `undefined` when the text is not catalogued. `options.value` rewrites each value read off the
 * source before it fills the target (a number's "10.000" becomes the English "10,000").
 */
export function messageTranslator(
  source: Catalogue,
  target: Catalogue,
  options: { value?: (value: string) => string } = {},
) {
  const value = options.value ?? ((v: string) => v);
  const from = flattenCatalogue(source);
  const to = flattenCatalogue(target);
  const exact = new Map<string, string>();
  const templates: { pattern: RegExp; names: string[]; key: string }[] = [];
  for (const [key, text] of from) {
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const pattern = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    templates.push({ pattern: new RegExp(`^${pattern}$`, 's'), names, key });
  }
  return (text: string): string | undefined => {
    const key = exact.get(text);
    if (key !== undefined) return to.get(key);
    for (const t of templates) {
      const m = t.pattern.exec(text);
      if (!m) continue;
      const target = to.get(t.key);
      if (target === undefined) return undefined;
      return interpolate(target, Object.fromEntries(t.names.map((n, i) => [n, value(m[i + 1] as string)])));
    }
    return undefined;
  };
}

/** Keys present in one catalogue and missing from the other, both ways: a test keeps this empty. */
export function catalogueGaps(a: Catalogue, b: Catalogue): { missingInB: string[]; missingInA: string[] } {
  const fa = flattenCatalogue(a);
  const fb = flattenCatalogue(b);
  return {
    missingInB: [...fa.keys()].filter((k) => !fb.has(k)),
    missingInA: [...fb.keys()].filter((k) => !fa.has(k)),
  };
}

/** An Italian number or amount read off a message ("10.000", "€ 0,50") as English writes it. */
export function englishValue(value: string): string {
  const amount = /^(-?)€ ?(\d{1,3}(?:\.\d{3})*(?:,\d+)?)$/.exec(value);
  if (amount) return `${amount[1]}€${englishNumber(amount[2] as string)}`;
  return /^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(value) ? englishNumber(value) : value;
}
const englishNumber = (n: string) => n.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));

/**
 * Italian messages in English by the shared catalogues (the API's error handler and the site's
 * forms): a value read off a template is itself translated when catalogued, else its numbers are
 * written as English writes them ("massimo 10.000 caratteri" → "at most 10,000 characters").
 */
export function englishMessageTranslator(italian: Catalogue, english: Catalogue) {
  const toEnglish: (text: string) => string | undefined = messageTranslator(italian, english, {
    value: (v) => toEnglish(v) ?? englishValue(v),
  });
  return toEnglish;
}
