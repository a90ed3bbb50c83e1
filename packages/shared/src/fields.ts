import { z } from 'zod';
import { MSG } from './messages.ts';
import { requiredError } from './zod-locale.ts';

/** Text a form requires: trimmed, not empty ("Campo obbligatorio"), at most `max` characters. */
export const requiredText = (max: number) => z.string(requiredError).trim().min(1, MSG.required).max(max);

/** Text a form may leave empty: trimmed, at most `max` characters; empty, null or missing → null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Text added beyond SPEC to SPEC's records (an English title, …): trimmed, at most `max`
 * characters; empty or null → null; left out → undefined, which a save reads as "keep what is
 * stored" (RUNNING.md "Added in turn 4"), so a client that sends SPEC's fields only erases nothing.
 */
export const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v ? v : null))
    .nullable()
    .optional();

/** A person in an answer (a user, a company's user, an order's participant), these keys first. */
export const PERSON_FIELDS = {
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
};

/** The same person as the lists and the session name it: email before name and surname. */
export const PERSON_BY_EMAIL_FIELDS = {
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
};

/** A postal address in an answer (a company's, an order's company), every part nullable. */
export const ADDRESS_FIELDS = {
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
};
