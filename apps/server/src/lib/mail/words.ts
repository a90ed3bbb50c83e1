import {
  DEFAULT_LOCALE,
  displayCentsIn,
  flattenCatalogue,
  formatCentsIn,
  formatDisplayDateIn,
  interpolate,
  messageTranslator,
  type TLocale,
} from '@app/shared';
import en from './locales/en.json';
import it from './locales/it.json';
import { esc } from './render.ts';

/**
 * The words of what the server writes to people — the mails about a booking, a waiting list, a
 * membership or an application, and the tickets and certificates they carry — one catalogue per
 * language (locales/it.json, locales/en.json: the same keys, `{{name}}` placeholders), so a
 * translator works on a file and a missing key fails a test. Italian is the source: its catalogue
 * holds the very texts the templates always wrote, so an Italian mail is what it was.
 */

type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];

/** "booking_received.subject", … : every text of the Italian catalogue. */
export type MailKey = Keys<typeof it>;

type Values = Record<string, string | number>;

export const MAIL_CATALOGUES = { it, en } as const;

const flat = { it: flattenCatalogue(it), en: flattenCatalogue(en) };

// an order's lines are worded in Italian where they are made (the invoice's own lines): a mail in
// English says their words in English and keeps the names in them (conference, optional, person)
const englishLine = messageTranslator(it.lines, en.lines);

export interface MailWords {
  locale: TLocale;
  /** the text of `key` with its values as they are: a subject, a text part, a sentence to escape */
  t(key: MailKey, values?: Values): string;
  /** the HTML of `key`: its own markup kept, each value escaped */
  h(key: MailKey, values?: Values): string;
  /** an amount as text ("€ 450,00" / "€450.00") */
  money(cents: number): string;
  /** an amount for HTML, not yet escaped, on one line (the Italian non-breaking space) */
  display(cents: number): string;
  /** display(), escaped */
  htmlMoney(cents: number): string;
  /** a calendar day or an instant ("22/11/2026" / "22 November 2026") */
  date(value: string | Date | null | undefined): string;
  /** a conference's days: one day, or "dal … al …" */
  days(c: { date_start: string; date_end: string }): string;
  /** "Bologna, dal … al …" */
  where(c: { city: string; date_start: string; date_end: string }): string;
  /** an order line's label as this language words it */
  line(label: string): string;
}

function wordsIn(locale: TLocale): MailWords {
  const text = (key: MailKey, values?: Values) =>
    interpolate(flat[locale].get(key) ?? flat.it.get(key) ?? key, values);
  const date = (value: string | Date | null | undefined) => formatDisplayDateIn(value, locale);
  const days = (c: { date_start: string; date_end: string }) => {
    const start = date(c.date_start);
    const end = date(c.date_end);
    return start === end ? start : text('common.dates_range', { start, end });
  };
  return {
    locale,
    t: text,
    h: (key, values = {}) =>
      text(key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, esc(v)]))),
    money: (cents) => formatCentsIn(cents, locale),
    display: (cents) => displayCentsIn(cents, locale),
    htmlMoney: (cents) => esc(displayCentsIn(cents, locale)),
    date,
    days,
    where: (c) => `${c.city}, ${days(c)}`,
    line: (label) => (locale === 'it' ? label : (englishLine(label) ?? label)),
  };
}

const WORDS: Record<TLocale, MailWords> = { it: wordsIn('it'), en: wordsIn('en') };

/** The words of `locale`; Italian without one (back-office mails, older rows). */
export const mailWords = (locale: TLocale = DEFAULT_LOCALE): MailWords => WORDS[locale] ?? WORDS.it;

/** A language as a row records it (orders, waiting-list entries, users): Italian for anything else. */
export const localeOf = (value: string | null | undefined): TLocale => (value === 'en' ? 'en' : 'it');

/** A content's text in the reader's language: its English one when given and English is read. */
export const textIn = (locale: TLocale, italian: string, english: string | null | undefined) =>
  locale === 'en' && english?.trim() ? english : italian;
