import { displayCentsIn, formatDisplayDateIn, type TLocale } from '@app/shared';

/** Amounts and dates on the site, in the reader's language ("€ 450,00" / "€450.00"). */
export const money = (cents: number, locale: TLocale) => displayCentsIn(cents, locale);
/** A credit note's amount, taken away: "−€ 990,00" / "−€990.00" (a real minus). */
export const credit = (cents: number, locale: TLocale) => `\u2212${money(Math.abs(cents), locale)}`;
export const day = (value: string | Date | null | undefined, locale: TLocale) =>
  formatDisplayDateIn(value, locale);
export const number = (value: number, locale: TLocale) =>
  value.toLocaleString(locale === 'it' ? 'it-IT' : 'en-GB');

/**
 * An English field of the content (a conference's title, a workshop's) where given; else the
 * Italian, and `italian: true` so the page marks it (lang="it" and a "(in Italian)" note).
 */
export function localized(locale: TLocale, italianText: string, englishText?: string | null) {
  if (locale === 'en' && englishText) return { text: englishText, italian: false };
  return { text: italianText, italian: locale === 'en' };
}
