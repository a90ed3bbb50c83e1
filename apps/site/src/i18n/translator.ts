import { type Catalogue, flattenCatalogue, interpolate, type TLocale } from '@app/shared';

/** `t('booking.submit')`, `t('order.seats', { count: 3 })`: a catalogue key and its values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface Translator {
  locale: TLocale;
  t: Translate;
  /** an API or schema message (written in Italian at its source) in this language */
  message: (text: string) => string;
}

/**
 * The Italian translator, with the site's first load: the Italian catalogue read as i18next reads
 * it (dotted keys, `{{name}}`, `_one`/`_other` by the count), so the same files serve both and the
 * i18n library itself loads only for English (english.ts). A test holds the two to the same output.
 */
export function catalogueTranslator(
  locale: TLocale,
  catalogue: Catalogue,
): Translator & { add: (groups: Catalogue) => void } {
  const flat = flattenCatalogue(catalogue);
  const plural = new Intl.PluralRules(locale);
  const t: Translate = (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === 'number' ? flat.get(`${key}_${plural.select(count)}`) : undefined) ??
      flat.get(key) ??
      key;
    return interpolate(text, values);
  };
  /** more groups of the same catalogue, read from then on */
  const add = (groups: Catalogue) => {
    for (const [key, text] of flattenCatalogue(groups)) flat.set(key, text);
  };
  return { locale, t, message: (text) => text, add };
}
