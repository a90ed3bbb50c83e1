import { z } from 'zod';
import {
  ARBITRATOR_MIN_BIRTH_YEAR,
  ARBITRATOR_SHORT_MAX,
  ARBITRATOR_TEXT_MAX,
  DISTRIBUTION_CASES_MAX,
  ZArbitratorGroup,
  ZDistributionCase,
} from './arbitrators.ts';
import { optionalText, requiredText } from './fields.ts';
import { ID_INVALID, MAX_DB_ID } from './ids.ts';
import { MSG } from './messages.ts';

/**
 * The public arbitrator application (POST /api/public/arbitrator-applications, multipart): the
 * JSON field `application` and four files. RUNNING.md, "Member site".
 */
export const APPLICATION_MSG = {
  privacy: "Occorre accettare l'informativa sulla privacy",
  duplicate:
    'Esiste già una candidatura o un account con questa e-mail: per informazioni scrivere all’associazione',
  missingApplication: 'Campo "application" mancante',
  badJson: 'Il campo "application" non è un JSON valido',
  notDocument:
    'Formati ammessi: pdf, doc, docx. Una lettera scansionata va salvata come PDF prima di caricarla',
  notImage: 'Formati ammessi: jpg, png, gif, webp',
  unknownField: 'Campo del modulo non previsto',
  received: 'Candidatura inviata',
  rejectReasonRequired: 'Indicare il motivo del rifiuto',
  alreadyApproved: 'Arbitrator già approvato: non si può rifiutare',
  alreadyRejected: 'Candidatura già rifiutata',
} as const;

/** The files of an application: the documents (pdf, doc, docx) and the photo (an image). */
export const APPLICATION_DOCUMENTS = ['curriculum', 'first_reccomandation', 'second_reccomandation'] as const;
export const APPLICATION_FILES = [...APPLICATION_DOCUMENTS, 'image'] as const;
export type TApplicationFile = (typeof APPLICATION_FILES)[number];
/** Which files an application must carry (the photo may be left out). */
export const APPLICATION_REQUIRED_FILES: readonly TApplicationFile[] = APPLICATION_DOCUMENTS;
/** What the form says beside each file before one is chosen. */
export const APPLICATION_FILE_HINTS = {
  document: 'Formati ammessi: pdf, doc, docx; al massimo 2 MiB. Una lettera scansionata va salvata come PDF.',
  image: 'Formati ammessi: jpg, png, gif, webp; al massimo 2 MiB.',
} as const;
export const APPLICATION_FILE_LABELS: Record<TApplicationFile, string> = {
  curriculum: 'Curriculum vitae',
  first_reccomandation: 'Prima lettera di referenza',
  second_reccomandation: 'Seconda lettera di referenza',
  image: 'Fotografia',
};

/** The JSON field `application`: the arbitrator fields of SPEC §3, who applies, and consent. */
export const ZArbitratorApplication = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, MSG.required).email('E-mail non valida').max(254),
  name: requiredText(ARBITRATOR_SHORT_MAX),
  surname: requiredText(ARBITRATOR_SHORT_MAX),
  phone: optionalText(50),
  country: z.number({ error: MSG.required }).int().positive(MSG.required).max(MAX_DB_ID, ID_INVALID),
  year_of_birth: z
    .number()
    .int('Anno non valido')
    .min(ARBITRATOR_MIN_BIRTH_YEAR, `Anno non valido (dal ${ARBITRATOR_MIN_BIRTH_YEAR})`)
    .max(2100, 'Anno non valido')
    .nullish()
    .transform((v) => v ?? null),
  group: ZArbitratorGroup.nullish()
    .or(z.literal(''))
    .transform((v) => (v ? v : null)),
  languages: optionalText(ARBITRATOR_SHORT_MAX),
  professional_qualification: optionalText(ARBITRATOR_TEXT_MAX),
  experience_field_distribution: optionalText(ARBITRATOR_TEXT_MAX),
  litigation_experience: optionalText(ARBITRATOR_TEXT_MAX),
  arbitration_experience: optionalText(ARBITRATOR_TEXT_MAX),
  experience_in_house: optionalText(ARBITRATOR_TEXT_MAX),
  distribution_cases: z
    .array(ZDistributionCase)
    .max(DISTRIBUTION_CASES_MAX, `Al massimo ${DISTRIBUTION_CASES_MAX} casi`)
    .default([]),
  privacy_accepted: z.literal(true, { error: APPLICATION_MSG.privacy }),
  /** the honeypot: a person never sees it, so it stays empty (RUNNING.md) */
  website: z.string().max(200).optional(),
});
export type TArbitratorApplicationInput = z.input<typeof ZArbitratorApplication>;
export type TArbitratorApplication = z.output<typeof ZArbitratorApplication>;

/** 201 of the application: the arbitrator's id, nothing else of the back-office. */
export const ZApplicationAnswer = z.object({
  status: z.literal('success'),
  application: z.object({ id: z.number().int(), email: z.string() }),
  message: z.string(),
});

/** Body of POST /api/arbitrators/{id}/reject: why, told to the applicant. */
export const REJECT_REASON_MAX = 2000;
export const ZArbitratorReject = z.strictObject({
  reason: z
    .string({ error: APPLICATION_MSG.rejectReasonRequired })
    .trim()
    .min(1, APPLICATION_MSG.rejectReasonRequired)
    .max(REJECT_REASON_MAX),
});
export type TArbitratorReject = z.infer<typeof ZArbitratorReject>;
