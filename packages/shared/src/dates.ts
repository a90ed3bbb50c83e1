import { format, isValid, parse } from 'date-fns';

/** Wire dates are yyyy-MM-dd; screens show dd/MM/yyyy (SPEC §9). */
export const WIRE_DATE = 'yyyy-MM-dd';
export const DISPLAY_DATE = 'dd/MM/yyyy';
export const PAYMENT_DATE = 'dd-MM-yyyy';
export const WIRE_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function parseWireDate(value: string): Date | null {
  if (!WIRE_DATE_RE.test(value)) return null;
  const d = parse(value, WIRE_DATE, new Date(0));
  return isValid(d) && format(d, WIRE_DATE) === value ? d : null;
}

export function toWireDate(date: Date): string {
  return format(date, WIRE_DATE);
}

/** "2026-11-22" or an ISO timestamp → "22/11/2026"; empty for null. */
export function formatDisplayDate(value: string | Date | null | undefined, pattern = DISPLAY_DATE): string {
  if (!value) return '';
  const d =
    typeof value === 'string' ? (WIRE_DATE_RE.test(value) ? parseWireDate(value) : new Date(value)) : value;
  return d && isValid(d) ? format(d, pattern) : '';
}
