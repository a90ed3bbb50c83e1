import { z } from 'zod';
import { MSG } from './messages.ts';

const number = (n: number | bigint) => Number(n).toLocaleString('it-IT');

/**
 * Limits worded for people; whatever else falls through to zod's Italian locale. A schema that
 * words its own "Campo obbligatorio" does so through `requiredError`, so its length limit still
 * reads as a length limit.
 */
function limitMessage(issue: z.core.$ZodRawIssue): string | undefined {
  // a field left out (a PUT's record takes every field): said as such, not as a type mismatch
  if (issue.code === 'invalid_type' && issue.input === undefined) return MSG.required;
  if (issue.code === 'too_big') {
    const max = number(issue.maximum as number | bigint);
    if (issue.origin === 'string') return `Testo troppo lungo (massimo ${max} caratteri)`;
    if (issue.origin === 'array' || issue.origin === 'set') return `Troppi elementi (massimo ${max})`;
    if (issue.origin === 'file') return `File troppo grande (massimo ${max} byte)`;
    return issue.inclusive === false
      ? `Il valore deve essere minore di ${max}`
      : `Valore troppo grande (massimo ${max})`;
  }
  if (issue.code === 'too_small') {
    const min = number(issue.minimum as number | bigint);
    if (issue.origin === 'string') {
      return Number(issue.minimum) <= 1 ? MSG.required : `Testo troppo corto (almeno ${min} caratteri)`;
    }
    if (issue.origin === 'array' || issue.origin === 'set') {
      return Number(issue.minimum) <= 1 ? 'Aggiungi almeno un elemento' : `Servono almeno ${min} elementi`;
    }
    return issue.inclusive === false
      ? `Il valore deve essere maggiore di ${min}`
      : `Valore troppo piccolo (minimo ${min})`;
  }
  return undefined;
}

// Default messages in Italian for whatever a schema does not word itself.
z.config(z.locales.it());
z.config({ customError: limitMessage });

/** `z.string(requiredError)`: "Campo obbligatorio" when the value is missing or of another type only. */
export const requiredError = {
  error: (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' ? MSG.required : undefined),
};
/** The same with the English "Required" (the section editor). */
export const requiredEnError = {
  error: (issue: z.core.$ZodRawIssue) => (issue.code === 'invalid_type' ? MSG.requiredEn : undefined),
};
