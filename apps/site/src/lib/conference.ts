import { parseWireDate, type TLocale } from '@app/shared';
import { day } from '../i18n/format';
import type { Translate } from '../i18n/translator';
import type { PublicConference } from './types';

/** A written month's range in English: "22–23 November 2026", "30 November – 1 December 2026". */
const englishRange = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "12/03/2027" for one day, "12/03/2027 – 14/03/2027" for more; in English the month written,
 * the range as English writes it.
 */
export function conferenceDates(
  c: Pick<PublicConference, 'date_start' | 'date_end'>,
  locale: TLocale,
): string {
  const more = c.date_end && c.date_end !== c.date_start;
  if (locale === 'en') {
    const start = parseWireDate(c.date_start);
    const end = more ? parseWireDate(c.date_end) : null;
    // wire days are read as UTC midnights, so the range is written in UTC
    if (start && end) return englishRange.formatRange(utc(start), utc(end));
  }
  const start = day(c.date_start, locale);
  return more ? `${start} – ${day(c.date_end, locale)}` : start;
}

const utc = (d: Date) => new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));

export const isSoldOut = (seatsLeft: number | null) => seatsLeft !== null && seatsLeft <= 0;

/** What is left of limited seats ("3 posti disponibili"); null when seats are not limited. */
export function seatsText(seatsLeft: number | null, t: Translate): string | null {
  if (seatsLeft === null) return null;
  if (seatsLeft <= 0) return t('common.seats.soldOut');
  return t('common.seats.left', { count: seatsLeft });
}

export const imageUrl = (name: string) => `/api/image/${encodeURIComponent(name)}`;
