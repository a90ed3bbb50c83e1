import { formatDisplayDate } from '@app/shared';

// the server sends a conference's start as it stores it, 2026-03-05
const WIRE_DATE_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

/** A result's second line as the back-office writes it: any date in it as dd/MM/yyyy. */
export const resultDetail = (detail: string | null) =>
  detail ? detail.replace(WIRE_DATE_IN_TEXT, (date) => formatDisplayDate(date) || date) : detail;
