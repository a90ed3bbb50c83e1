import { z } from 'zod';
import { ZSelectionQuery } from './bulk.ts';
import { ARBITRATOR_GROUPS } from './constants.ts';
import { PERSON_BY_EMAIL_FIELDS } from './fields.ts';
import { ZId, ZVersion } from './ids.ts';
import { ZListQuery } from './lists.ts';
import { MSG } from './messages.ts';
import { echoed, everyField } from './read-only.ts';

export const ARBITRATOR_TEXT_MAX = 5000;
export const ARBITRATOR_SHORT_MAX = 200;
export const DISTRIBUTION_CASES_MAX = 50;
export const ARBITRATOR_MIN_BIRTH_YEAR = 1900;

/** Labels of the arbitrator list and detail. */
export const ARBITRATOR_STATUS_LABELS = { 1: 'Confermato', 0: 'Non confermato' } as const;
export const ARBITRATOR_SAVED = 'Arbitrator Salvato';

/**
 * Where an arbitrator stands: approved (approved = 1), rejected (an application turned down, kept
 * with its reason) or pending (neither). The list filters by it (`status=`).
 */
export const ARBITRATOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TArbitratorStatus = (typeof ARBITRATOR_STATUSES)[number];
export const ARBITRATOR_STATE_LABELS: Record<TArbitratorStatus, string> = {
  pending: 'Non confermato',
  approved: 'Confermato',
  rejected: 'Rifiutato',
};
export const ZArbitratorStatus = z.enum(ARBITRATOR_STATUSES);

/** How long after an approval POST /api/arbitrators/{id}/unconfirm may undo it. */
export const ARBITRATOR_UNDO_MINUTES = 10;
export const ARBITRATOR_UNDO_EXPIRED = `L'approvazione si può annullare solo entro ${ARBITRATOR_UNDO_MINUTES} minuti: ormai è definitiva.`;

export const ZArbitratorGroup = z.enum(ARBITRATOR_GROUPS);

export const ZDistributionCase = z.strictObject({
  title: z.string().trim().max(ARBITRATOR_SHORT_MAX),
  description: z.string().trim().max(ARBITRATOR_TEXT_MAX),
});
export type TDistributionCase = z.infer<typeof ZDistributionCase>;

/** An arbitrator as GET /api/arbitrators/{id} answers it; country is a country id. */
export const ZArbitrator = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  approved: z.union([z.literal(0), z.literal(1)]),
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
  distribution_cases: z.array(ZDistributionCase),
  curriculum: z.string().nullable(),
  first_reccomandation: z.string().nullable(),
  second_reccomandation: z.string().nullable(),
  image: z.string().nullable(),
  status: ZArbitratorStatus,
  /** when it came through the public form (null: created in the back-office) */
  applied_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type TArbitrator = z.infer<typeof ZArbitrator>;

/** Empty text means "none": the form sends '' for a cleared field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalFile = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v : null));

/** What GET /api/arbitrators/{id} answers and POST /api/arbitrators/{id} does not change. */
export const ARBITRATOR_READ_ONLY = [
  'id',
  'user_id',
  'approved',
  'name',
  'surname',
  'status',
  'applied_at',
  'rejected_at',
  'rejection_reason',
  'updated_at',
] as const;

/**
 * Body field `arbitrator` of POST /api/arbitrators/{id}: the whole object. The read-only fields
 * may be sent back only as they are (approval changes through POST /api/arbitrators/{id}/confirm);
 * `version` is the version the save is based on. The form has no rules beyond the shapes,
 * so only the email is required.
 */
export const ZArbitratorUpdate = z.strictObject({
  ...echoed(ZArbitrator, ARBITRATOR_READ_ONLY),
  version: ZVersion.optional(),
  email: z.string().trim().toLowerCase().min(1, MSG.required).email('Email non valida').max(254),
  phone: optionalText(50),
  country: ZId.nullish().transform((v) => v ?? null),
  year_of_birth: z
    .number()
    .int()
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
  curriculum: optionalFile,
  first_reccomandation: optionalFile,
  second_reccomandation: optionalFile,
  image: optionalFile,
});
export type TArbitratorUpdateInput = z.input<typeof ZArbitratorUpdate>;
export type TArbitratorUpdate = z.output<typeof ZArbitratorUpdate>;

/** Body of POST /api/arbitrators/{id}, which replaces the arbitrator: every field it writes. */
export const ZArbitratorSave = z.strictObject({
  arbitrator: everyField(ZArbitratorUpdate, [...ARBITRATOR_READ_ONLY, 'version']),
});

/** A row of GET /api/arbitrators. */
export const ZArbitratorRow = z.object({
  ...PERSON_BY_EMAIL_FIELDS,
  approved: z.union([z.literal(0), z.literal(1)]),
  status: ZArbitratorStatus,
  version: z.number().int(),
});
export type TArbitratorRow = z.infer<typeof ZArbitratorRow>;

/** GET /api/arbitrators: all=true lists every arbitrator; without it only the approved ones. */
export const ZArbitratorsQuery = ZListQuery.extend({
  ...ZSelectionQuery.shape,
  all: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  approved: z
    .enum(['0', '1'])
    .transform((v) => Number(v) as 0 | 1)
    .optional(),
  /** with all=true: pending, approved or rejected */
  status: ZArbitratorStatus.optional(),
});
export type TArbitratorsQuery = z.infer<typeof ZArbitratorsQuery>;
