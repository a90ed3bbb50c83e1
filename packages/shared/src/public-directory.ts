import { z } from 'zod';
import { ZIdText } from './ids.ts';

/**
 * The public experts directory (GET /api/public/experts, /api/public/experts/{id}): the published
 * experts' public profile only. Nothing here names an e-mail, a phone, a date of birth or the user.
 */
export const ZPublicExpert = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  job_title: z.string().nullable(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  languages: z.string().nullable(),
  education: z.string().nullable(),
  professional_qualification: z.string().nullable(),
  academic_position: z.string().nullable(),
  current_professional_position: z.string().nullable(),
  previous_position: z.string().nullable(),
  short_publication: z.string().nullable(),
  /** the photo, served only while the expert is published; null without one */
  image_url: z.string().nullable(),
});
export type TPublicExpert = z.infer<typeof ZPublicExpert>;

const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Al massimo ${max} caratteri`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Query of GET /api/public/experts: country id, a language (its name, as written), a name. */
export const ZPublicExpertsQuery = z.strictObject({
  country: ZIdText.optional(),
  language: queryText(50),
  q: queryText(100),
});
export type TPublicExpertsQuery = z.infer<typeof ZPublicExpertsQuery>;

/** The languages an expert's free-text `languages` names ("Italiano, Inglese / Francese"). */
export function expertLanguages(languages: string | null): string[] {
  return (languages ?? '')
    .split(/[,;/]|\s+e\s+/)
    .map((l) => l.trim())
    .filter(Boolean);
}
