import { randomInt } from 'node:crypto';
import { generate, validate } from 'node-iso11649';

/**
 * ISO 11649 creditor references (RF + 2 check digits + body) of the product's payments. The body is
 * 12 random digits: digits read out well on a phone, and a fixed width means no reference is a
 * prefix of another, so one found inside a longer run of digits is still unambiguous.
 */
const BODY_DIGITS = 12;
const OUR_REFERENCE = new RegExp(`RF\\d{2}\\d{${BODY_DIGITS}}`, 'g');

/** A new reference, compact ("RF471234567890"…); the caller keeps it unique (a unique column, retried). */
export function newCreditorReference(): string {
  const body = String(randomInt(0, 10 ** BODY_DIGITS)).padStart(BODY_DIGITS, '0');
  return generate(body);
}

export const isCreditorReference = (value: string): boolean => validate(value);

/**
 * The product's references in a remittance text, however the bank rewrote them: grouped by spaces,
 * split by hyphens, dots or slashes, lower-cased, inside other words. Only those whose check digits
 * hold are returned (compact), once each.
 */
export function creditorReferencesIn(text: string): string[] {
  const compact = text.toUpperCase().replace(/[\s\-./_]+/g, '');
  const found = new Set<string>();
  for (const match of compact.matchAll(OUR_REFERENCE)) {
    if (validate(match[0])) found.add(match[0]);
  }
  return [...found];
}

/**
 * A list search as an admin types it: an RF reference grouped by four or hyphenated ("RF18 5390
 * 0754") becomes the compact form the lists store; any other text is left as it is.
 */
export function referenceSearchText(q: string): string {
  const compact = q.replace(/[\s-]+/g, '').toUpperCase();
  return /^RF\d{2,}$/.test(compact) ? compact : q;
}
