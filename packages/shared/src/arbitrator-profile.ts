import { z } from 'zod';
import { APPLICATION_FILES, type TApplicationFile } from './arbitrator-application.ts';
import { ZArbitratorGroup, ZArbitratorUpdate } from './arbitrators.ts';
import { ZLocale } from './i18n.ts';
import { ZVersion } from './ids.ts';

/**
 * An approved arbitrator's own page on the member site (/area/arbitro): their arbitrator record's
 * profile fields and files, which they keep current. `/api/arbitrator/…`, access `arbitrator`.
 */
export const ARBITRATOR_PROFILE_MSG = {
  notApproved: 'Il tuo profilo di arbitro non è (ancora) approvato: per informazioni scrivi all’associazione',
  saved: 'Profilo salvato',
  fileSaved: 'File sostituito',
  noFile: 'Nessun file caricato',
} as const;

/** What the arbitrator may change themselves; name, surname and e-mail stay the association's. */
export const ARBITRATOR_OWN_FIELDS = [
  'phone',
  'country',
  'year_of_birth',
  'group',
  'languages',
  'professional_qualification',
  'experience_field_distribution',
  'litigation_experience',
  'arbitration_experience',
  'experience_in_house',
  'distribution_cases',
] as const;

const ownShape = ZArbitratorUpdate.pick(
  Object.fromEntries(ARBITRATOR_OWN_FIELDS.map((f) => [f, true])) as {
    [K in (typeof ARBITRATOR_OWN_FIELDS)[number]]: true;
  },
).shape;

/** Body of PUT /api/arbitrator/profile: `arbitrator` with every field of their own, and the version read. */
export const ZArbitratorProfileSave = z.strictObject({
  arbitrator: z.strictObject({
    ...ownShape,
    version: ZVersion.optional(),
    /** beyond SPEC, optional: their language as the profile answers it; null or left out keeps it */
    language: ZLocale.nullish(),
  }),
});
export type TArbitratorProfileSaveInput = z.input<typeof ZArbitratorProfileSave>;
export type TArbitratorProfileSave = z.output<typeof ZArbitratorProfileSave>;

export const ZArbitratorOwnFile = z.object({
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type TArbitratorOwnFile = z.infer<typeof ZArbitratorOwnFile>;

/** GET /api/arbitrator/profile → `arbitrator`. */
export const ZArbitratorProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  country: z.number().int().nullable(),
  year_of_birth: z.number().int().nullable(),
  group: ZArbitratorGroup.nullable(),
  languages: z.string().nullable(),
  professional_qualification: z.string().nullable(),
  experience_field_distribution: z.string().nullable(),
  litigation_experience: z.string().nullable(),
  arbitration_experience: z.string().nullable(),
  experience_in_house: z.string().nullable(),
  distribution_cases: z.array(z.object({ title: z.string(), description: z.string() })),
  /** each file of the record (null: none), served at GET /api/arbitrator/files/{field} */
  files: z.record(z.enum(APPLICATION_FILES), ZArbitratorOwnFile.nullable()),
  updated_at: z.string(),
  version: z.number().int(),
  /** their language on the site and in mails (PUT /api/arbitrator/language); null: unset */
  language: ZLocale.nullable(),
});
export type TArbitratorProfile = z.infer<typeof ZArbitratorProfile>;

export const ZArbitratorFileParam = z.object({ field: z.enum(APPLICATION_FILES) });
export type { TApplicationFile as TArbitratorFileField };
