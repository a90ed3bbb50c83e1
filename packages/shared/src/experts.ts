import { z } from 'zod';
import { ZWireDate } from './dates.ts';
import { optionalText, requiredText } from './fields.ts';
import { ID_INVALID, MAX_DB_ID, ZVersion } from './ids.ts';
import { MSG } from './messages.ts';
import { echoed, everyField } from './read-only.ts';
import { ZOptionalWebUrl } from './web-url.ts';

/** Experts: list, editor, record and rules. */

export const EXPERT_TEXT_MAX = 200;
export const EXPERT_LONG_TEXT_MAX = 20_000;
export const EXPERT_MSG = {
  saved: 'Esperto Salvato',
  userTaken: "L'utente scelto è già collegato a un altro esperto",
  unknownUser: 'Utente inesistente',
  unknownCountry: 'Paese inesistente',
  unknownFile: 'File inesistente: caricalo di nuovo',
  notDocument: 'Il curriculum deve essere un file doc, docx o pdf',
  notImage: "L'immagine deve essere un file immagine",
} as const;

const text = (max = EXPERT_TEXT_MAX) => optionalText(max);
const requiredName = requiredText(EXPERT_TEXT_MAX);
const requiredId = z.number({ error: MSG.required }).int().positive(MSG.required).max(MAX_DB_ID, ID_INVALID);
const email = z
  .union([z.literal(''), z.string().trim().toLowerCase().max(254).email('Email non valida')])
  .nullish()
  .transform((v) => (v ? v : null));

/** GET /api/experts/{id} → expert. */
export const ZExpert = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_surname: z.string().nullable(),
  country_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  job_title: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  description: z.string().nullable(),
  education: z.string().nullable(),
  professional_qualification: z.string().nullable(),
  academic_position: z.string().nullable(),
  current_professional_position: z.string().nullable(),
  previous_position: z.string().nullable(),
  practical_experience: z.string().nullable(),
  email: z.string().nullable(),
  email_alternative: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  languages: z.string().nullable(),
  short_publication: z.string().nullable(),
  image: z.string().nullable(),
  curriculum: z.string().nullable(),
  published: z.boolean(),
  version: z.number().int(),
});
export type TExpert = z.infer<typeof ZExpert>;

/** What GET /api/experts/{id} answers and a save does not change (the user's own data). */
export const EXPERT_READ_ONLY = ['id', 'user_email', 'user_name', 'user_surname'] as const;

/** body.expert of POST/PUT /api/experts (the PUT's with every field: ZExpertPut): name, surname, country_id and user_id required. */
export const ZExpertInput = z.strictObject({
  ...echoed(ZExpert, EXPERT_READ_ONLY),
  user_id: requiredId,
  country_id: requiredId,
  name: requiredName,
  surname: requiredName,
  job_title: text(),
  date_of_birth: ZWireDate.nullish().transform((v) => v ?? null),
  description: text(EXPERT_LONG_TEXT_MAX),
  education: text(EXPERT_LONG_TEXT_MAX),
  professional_qualification: text(EXPERT_LONG_TEXT_MAX),
  academic_position: text(EXPERT_LONG_TEXT_MAX),
  current_professional_position: text(EXPERT_LONG_TEXT_MAX),
  previous_position: text(EXPERT_LONG_TEXT_MAX),
  practical_experience: text(EXPERT_LONG_TEXT_MAX),
  email,
  email_alternative: email,
  phone: text(50),
  website: ZOptionalWebUrl,
  languages: text(),
  short_publication: text(EXPERT_LONG_TEXT_MAX),
  image: text(100),
  curriculum: text(100),
  published: z.boolean().default(false),
  version: ZVersion.optional(),
});
export type TExpertInput = z.input<typeof ZExpertInput>;
export type TExpertSave = z.output<typeof ZExpertInput>;

export const ZExpertSave = z.strictObject({ expert: ZExpertInput });
/** Body of PUT /api/experts/{id}: every field of the expert (null or empty when so). */
export const ZExpertPut = z.strictObject({
  expert: everyField(ZExpertInput, [...EXPERT_READ_ONLY, 'version']),
});

/** A row of GET /api/experts: the lookup (id, name, surname) and the list (email, surname, name). */
export const ZExpertRow = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  published: z.boolean(),
  version: z.number().int(),
});
export type TExpertRow = z.infer<typeof ZExpertRow>;
