import { formatDisplayDate } from '@app/shared';
import type { PublicConference } from './types';

/** "12/03/2027" for one day, "12/03/2027 – 14/03/2027" for more. */
export function conferenceDates(c: Pick<PublicConference, 'date_start' | 'date_end'>): string {
  const start = formatDisplayDate(c.date_start);
  return c.date_end && c.date_end !== c.date_start ? `${start} – ${formatDisplayDate(c.date_end)}` : start;
}

export const SOLD_OUT = 'Posti esauriti';

/** What is left of limited seats ("3 posti disponibili"); null when seats are not limited. */
export function seatsText(seatsLeft: number | null): string | null {
  if (seatsLeft === null) return null;
  if (seatsLeft <= 0) return SOLD_OUT;
  return seatsLeft === 1 ? 'Ultimo posto disponibile' : `${seatsLeft} posti disponibili`;
}

export const imageUrl = (name: string) => `/api/image/${encodeURIComponent(name)}`;
