import { createHash } from 'node:crypto';
import { slicer } from '../../lib/event-loop.ts';

/** One credit booked on the account, as a statement says it. */
export interface StatementCredit {
  bookedOn: string;
  /** hundredths of `currency` */
  amount: number;
  /** ISO 4217 */
  currency: string;
  payer: string;
  reference: string;
  /** the line's identity: a statement imported again adds nothing */
  checksum: string;
}
export type CreditLine = Omit<StatementCredit, 'checksum'>;

export interface ParsedStatement {
  format: 'camt053' | 'csv';
  credits: StatementCredit[];
  /** debits and reversals: not payments to us */
  skipped: number;
  /** rows and entries left out for another reason, or worth a look (a reversed credit), in Italian */
  notes: string[];
}

/** Case, spaces and punctuation folded away: "ord-1042 / Rossi" → "ORD1042ROSSI". */
export const normalizeText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * Identities for a file's credits. Two payments of the same fee on the same day by the same payer
 * with the same causale are two lines: the n-th such line of a file is told apart by n, so a file's
 * repeated lines are all kept and the same file imported again still adds nothing. The first
 * occurrence of a euro line keeps the identity earlier versions gave it.
 */
export async function withChecksums(lines: CreditLine[]): Promise<StatementCredit[]> {
  const seen = new Map<string, number>();
  const pause = slicer();
  const credits: StatementCredit[] = [];
  for (const line of lines) {
    await pause();
    const key = [line.bookedOn, line.amount, normalizeText(line.payer), normalizeText(line.reference)];
    if (line.currency !== 'EUR') key.push(line.currency);
    const base = key.join('|');
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    const identity = occurrence === 1 ? base : `${base}|#${occurrence}`;
    credits.push({ ...line, checksum: createHash('sha256').update(identity).digest('hex') });
  }
  return credits;
}

const MONTHS: Record<string, string> = {
  gen: '01',
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  mag: '05',
  may: '05',
  giu: '06',
  jun: '06',
  lug: '07',
  jul: '07',
  ago: '08',
  aug: '08',
  set: '09',
  sep: '09',
  ott: '10',
  oct: '10',
  nov: '11',
  dic: '12',
  dec: '12',
};

/**
 * A booking date as banks write it → yyyy-MM-dd: ISO (optionally with a time), yyyyMMdd, and day
 * first (Italian exports never put the month first) with / - . or spaces, a two- or four-digit
 * year ("03/11/25" is 3 November 2025) and the month as a number or an Italian or English name
 * ("3 nov 2025", "03-NOV-25"), optionally followed by a time.
 */
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim().toLowerCase();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[t ][\d:.]+(?:z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (m) return valid(m[1], m[2], m[3]);
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (m) return valid(m[1], m[2], m[3]);
  m =
    /^(\d{1,2})[/.\- ]+(\d{1,2}|[a-zà]{3,})\.?[/.\- ]+(\d{4}|\d{2})(?:,? \d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/.exec(
      text,
    );
  if (!m) return null;
  const month = /^\d/.test(m[2]) ? m[2].padStart(2, '0') : MONTHS[m[2].slice(0, 3)];
  if (!month) return null;
  // a two-digit year of a bank statement is this century's
  const year = m[3].length === 2 ? `20${m[3]}` : m[3];
  return valid(year, month, m[1].padStart(2, '0'));
}
function valid(y: string, mo: string, d: string): string | null {
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}
