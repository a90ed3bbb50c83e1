import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Stripe spells them: prefix, underscore, random letters and digits (test mode: cs_test_…). */
export function newId(prefix: string, length = 24): string {
  let body = '';
  for (let i = 0; i < length; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${body}`;
}

/** Unix seconds, as every Stripe timestamp. */
export const now = () => Math.floor(Date.now() / 1000);
