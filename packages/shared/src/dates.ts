import { format, isValid, parse } from 'date-fns';
import { z } from 'zod';

/** Wire dates are yyyy-MM-dd; screens show dd/MM/yyyy. */
export const WIRE_DATE = 'yyyy-MM-dd';
export const DISPLAY_DATE = 'dd/MM/yyyy';
export const PAYMENT_DATE = 'dd-MM-yyyy';
export const WIRE_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar of the people using the product: an instant is shown as the day and time it is in
 * Italy, whatever the time zone of the process (a server under TZ=UTC, a browser abroad).
 */
export const APP_TIME_ZONE = 'Europe/Rome';

const romeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const TOKEN_PART = { yyyy: 'year', MM: 'month', dd: 'day', HH: 'hour', mm: 'minute', ss: 'second' } as const;

/** An instant as Italian wall-clock time; `pattern` may use yyyy, MM, dd, HH, mm, ss. */
export function formatInRome(instant: Date, pattern: string): string {
  const parts = Object.fromEntries(romeFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return pattern.replace(
    /yyyy|MM|dd|HH|mm|ss/g,
    (token) => parts[TOKEN_PART[token as keyof typeof TOKEN_PART]],
  );
}

/** Today (or the day of `instant`) in Italy, as a wire date. */
export function romeWireDate(instant: Date = new Date()): string {
  return formatInRome(instant, WIRE_DATE);
}

export function parseWireDate(value: string): Date | null {
  if (!WIRE_DATE_RE.test(value)) return null;
  const d = parse(value, WIRE_DATE, new Date(0));
  return isValid(d) && format(d, WIRE_DATE) === value ? d : null;
}

/** A wire date that is a real calendar day (not 2026-02-30, nor 9999-99-99, nor year 0). */
export const ZWireDate = z
  .string()
  .refine((value) => parseWireDate(value) !== null, 'Data non valida (yyyy-MM-dd)');

/** A calendar day picked on screen (local midnight) → yyyy-MM-dd. */
export function toWireDate(date: Date): string {
  return format(date, WIRE_DATE);
}

/**
 * "2026-11-22" (a calendar day, shown as it is) or an instant (ISO timestamp or Date, shown as
 * its day in Italy) → "22/11/2026"; empty for null or unreadable.
 */
export function formatDisplayDate(value: string | Date | null | undefined, pattern = DISPLAY_DATE): string {
  if (!value) return '';
  if (typeof value === 'string' && WIRE_DATE_RE.test(value)) {
    const day = parseWireDate(value);
    return day ? format(day, pattern) : '';
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return isValid(instant) ? formatInRome(instant, pattern) : '';
}

/**
 * formatDisplayDate in a reader's language: Italian "22/11/2026", English "22 November 2026"
 * (a written month, since 11/22 and 22/11 read differently on either side of the Atlantic).
 */
export function formatDisplayDateIn(value: string | Date | null | undefined, language: 'it' | 'en'): string {
  if (language === 'it' || !value) return formatDisplayDate(value);
  // an instant is first its day in Italy (formatInRome knows numbers only, not month names)
  const instant = typeof value === 'string' && WIRE_DATE_RE.test(value) ? null : new Date(value);
  if (instant && !isValid(instant)) return '';
  return formatDisplayDate(instant ? romeWireDate(instant) : value, 'd MMMM yyyy');
}
