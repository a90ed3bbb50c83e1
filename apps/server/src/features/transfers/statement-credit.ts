import { createHash } from 'node:crypto';

/** One credit booked on the account, as a statement says it. */
export interface StatementCredit {
  bookedOn: string;
  /** cents */
  amount: number;
  payer: string;
  reference: string;
  checksum: string;
}

export interface ParsedStatement {
  format: 'camt053' | 'csv';
  credits: StatementCredit[];
  /** debits and reversals: not payments to us */
  skipped: number;
  /** entries left out for another reason, or worth a look (a reversed credit), in Italian */
  notes: string[];
}

/** Case, spaces and punctuation folded away: "ord-1042 / Rossi" → "ORD1042ROSSI". */
export const normalizeText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

const checksum = (c: Omit<StatementCredit, 'checksum'>) =>
  createHash('sha256')
    .update([c.bookedOn, c.amount, normalizeText(c.payer), normalizeText(c.reference)].join('|'))
    .digest('hex');

export const credit = (c: Omit<StatementCredit, 'checksum'>): StatementCredit => ({
  ...c,
  checksum: checksum(c),
});

/** dd/MM/yyyy, dd-MM-yyyy, dd.MM.yyyy or yyyy-MM-dd (optionally with a time) → yyyy-MM-dd. */
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m) return valid(m[1], m[2], m[3]);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return valid(m[3], m[2].padStart(2, '0'), m[1].padStart(2, '0'));
  return null;
}
function valid(y: string, mo: string, d: string): string | null {
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}
