import { z } from 'zod';
import {
  BILLING_MSG,
  checkPartitaIva,
  checkRecipientCode,
  isEmail,
  ZAddedPec,
  ZAddedRecipientCode,
  ZAddedVies,
} from './billing.ts';
import {
  BILLING_RULES_MSG,
  changedOnly,
  italianAddressErrors,
  ownIdErrors,
  type TIssuerIds,
} from './billing-rules.ts';
import { MEMBERSHIP_STATUSES, SUBSCRIPTION_STATUSES } from './constants.ts';
import { parseWireDate } from './dates.ts';
import { ADDRESS_FIELDS, optionalText as optText, PERSON_FIELDS, requiredText } from './fields.ts';
import { ZId, ZVersion } from './ids.ts';
import { ZExportFormat, ZListQuery } from './lists.ts';
import { MSG } from './messages.ts';
import { echoed, everyField } from './read-only.ts';

/** Companies, their Stripe memberships and payments. */

export const COMPANY_NAME_MAX = 200;
export const COMPANY_FIELD_MAX = 200;
/** ISO code of the country whose rules (partita IVA check digit, CAP) apply */
export const ITALY_CODE = 'IT';

/** Snackbar after a company save. */
export const COMPANY_SAVED = 'Azienda Salvata';

export const COMPANY_MSG = {
  capInvalid: BILLING_RULES_MSG.postalCode,
  postalCodeInvalid: 'Codice postale non valido',
  viesOutsideEu: 'Il VIES riguarda solo le aziende di un paese dell’Unione Europea diverso dall’Italia',
} as const;

/**
 * What a company's membership invoice is addressed with, beyond SPEC's company fields (RUNNING.md:
 * optional on every write; a PUT that leaves one out keeps it): the company's own VIES answer,
 * SdI recipient code and PEC, never its founder's personal billing.
 */
export const COMPANY_ADDED_FIELDS = ['vies', 'recipient_code', 'pec'] as const;
/** The Dettagli Azienda tab's labels, by wire name. */
export const COMPANY_LABELS = {
  name: 'Nome',
  type: 'Tipo',
  address: 'Indirizzo',
  city: 'Città',
  province: 'Provincia',
  postal_code: 'CAP',
  country: 'Paese',
  vat: 'Partita IVA',
  vies: 'Partita IVA nel VIES',
  recipient_code: 'Codice destinatario (SDI)',
  pec: 'PEC per le fatture',
} as const;
export const COMPANY_HINTS = {
  vies: 'Solo per un’azienda di un altro paese dell’Unione Europea: con la partita IVA nel VIES la membership è fatturata senza IVA (inversione contabile).',
  recipient_code:
    'Codice SDI di 7 caratteri dell’azienda; vuoto o 0000000 se non ne ha uno: la fattura arriva nel suo cassetto fiscale e alla PEC, se indicata.',
  pec: 'Facoltativa: dove il Sistema di Interscambio recapita la fattura quando il codice destinatario è 0000000.',
} as const;

export const PAYMENTS_EXPORT_MSG = {
  invalidDate: 'Data non valida',
  endBeforeStart: 'La data finale non può essere precedente a quella di inizio',
  /** no file is opened for a range without payments: it would be a header and nothing else */
  empty: 'Nessun pagamento incassato nel periodo scelto: scegli altre date.',
} as const;

/** Statuses where the company counts as a member (the membership flag). */
export const ACTIVE_MEMBERSHIP_STATUSES = ['active', 'trialing'] as const;
export const isMembershipActive = (status: string): boolean =>
  (ACTIVE_MEMBERSHIP_STATUSES as readonly string[]).includes(status);

// ---- list and detail -------------------------------------------------------------------------

export const ZMembershipListQuery = ZListQuery.extend({
  status: z.enum(MEMBERSHIP_STATUSES).optional(),
});
export type TMembershipListQuery = z.infer<typeof ZMembershipListQuery>;

export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);

export const ZMembershipRow = z.object({
  subscription_id: z.string(),
  company: z.string(),
  status: ZSubscriptionStatus,
  date_end: z.string().nullable(),
  membership: z.boolean(),
  version: z.number().int(),
});
export type TMembershipRow = z.infer<typeof ZMembershipRow>;

export const ZCompanyUser = z.object({
  ...PERSON_FIELDS,
  company_founder: z.number().int(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

export const ZMembershipPayment = z.object({
  status: z.string(),
  /** ISO timestamp, null when not paid */
  paid_at: z.string().nullable(),
  amount: z.number().int(),
  coupon_code: z.string().nullable(),
  discount: z.number().int(),
  /** the payment's invoice, once issued */
  invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type TMembershipPayment = z.infer<typeof ZMembershipPayment>;

/**
 * A company, once: the membership detail's company (ZCompany) and the user's
 * read-only company (ZUserCompany, users.ts) derive from it.
 */
export const ZCompanyFields = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().nullable(),
  ...ADDRESS_FIELDS,
  /** country id (GET /api/countries) */
  country: z.number().int().nullable(),
  vat: z.string().nullable(),
  /** beyond SPEC: the company's own invoicing data (COMPANY_ADDED_FIELDS) */
  vies: z.number().int().nullable(),
  recipient_code: z.string().nullable(),
  pec: z.string().nullable(),
});
export type TCompanyField = keyof typeof ZCompanyFields.shape;

/** The editable company (GET /api/memberships/{id} → company, PUT /api/company/{id} answer). */
export const ZCompany = ZCompanyFields.extend({ version: z.number().int() });
export type TCompany = z.infer<typeof ZCompany>;

export const ZMembershipCompany = ZCompany.extend({
  users: z.array(ZCompanyUser),
  payments: z.array(ZMembershipPayment),
});
export type TMembershipCompany = z.infer<typeof ZMembershipCompany>;

export const ZMembership = z.object({
  company: ZMembershipCompany,
  subscription_id: z.string(),
  membership: z.boolean(),
  date_start: z.string().nullable(),
  date_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  status: ZSubscriptionStatus,
  customer_url: z.string().nullable(),
  subscription_url: z.string().nullable(),
});
export type TMembership = z.infer<typeof ZMembership>;

// ---- company edit ----------------------------------------------------------------------------

const optionalText = (max = COMPANY_FIELD_MAX) => optText(max);

/**
 * What GET /api/memberships/{id} answers under `company` and a company save does not change: its
 * users, and its payments, whose paid state changes only through a confirmed payment.
 */
export const COMPANY_READ_ONLY = ['id', 'users', 'payments'] as const;

/** Body of PUT /api/company/{id} under `company` (shape only: see companyIssues for the rules). */
export const ZCompanyUpdate = z.strictObject({
  ...echoed(ZMembershipCompany, COMPANY_READ_ONLY),
  name: requiredText(COMPANY_NAME_MAX),
  type: optionalText(),
  address: optionalText(),
  city: optionalText(),
  province: optionalText(),
  postal_code: optionalText(20),
  country: ZId.nullish(),
  vat: optionalText(30),
  vies: ZAddedVies,
  recipient_code: ZAddedRecipientCode,
  pec: ZAddedPec,
  version: ZVersion.optional(),
});
export type TCompanyUpdate = z.input<typeof ZCompanyUpdate>;
export type TCompanyUpdateParsed = z.output<typeof ZCompanyUpdate>;
/** Body of PUT /api/company/{id}: every field of the company (null or empty when so). */
export const ZCompanySave = z.strictObject({
  company: everyField(ZCompanyUpdate, [...COMPANY_READ_ONLY, 'version', ...COMPANY_ADDED_FIELDS]),
});

const POSTAL_CODE_RE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])?$/;

type CompanyValues = {
  country?: number | null;
  vat?: string | null;
  postal_code?: string | null;
  province?: string | null;
  vies?: number | null;
  recipient_code?: string | null;
  pec?: string | null;
};

/** What the company rules know beyond the company: Italy's id, the association's identifiers. */
export interface CompanyContext {
  /** the id of Italy in the countries table */
  italyId: number | undefined;
  /** the ids of the EU's member states but Italy (VIES means nothing elsewhere); unknown: not checked */
  euIds?: ReadonlySet<number>;
  issuer?: TIssuerIds | null;
}

/**
 * The company rules beyond shape: with Italy as country the VAT (when given) must be a valid
 * partita IVA (the billing rule: 11 digits, IT prefix tolerated, check digit), the postal code a
 * 5-digit CAP, the province an official sigla and the recipient code an SdI one; elsewhere a postal
 * code is 1–10 letters, digits, spaces or hyphens. Never the association's own partita IVA; a PEC
 * is an e-mail address.
 */
export function companyIssues(company: CompanyValues, ctx: CompanyContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const italian = ctx.italyId !== undefined && company.country === ctx.italyId;
  const vat = company.vat?.trim();
  if (italian && vat) {
    const check = checkPartitaIva(vat);
    if (!check.ok) errors.vat = check.message;
  }
  const postal = company.postal_code?.trim();
  if (italian) Object.assign(errors, italianAddressErrors(company));
  else if (postal && !POSTAL_CODE_RE.test(postal)) errors.postal_code = COMPANY_MSG.postalCodeInvalid;
  if (!errors.vat) Object.assign(errors, ownIdErrors({ vat }, ctx.issuer));
  if (company.recipient_code) {
    const check = checkRecipientCode(company.recipient_code);
    if (!check.ok && (italian || check.message === BILLING_MSG.recipientCodeIsPec)) {
      errors.recipient_code = check.message;
    }
  }
  const inEu = company.country !== null && company.country !== undefined && ctx.euIds?.has(company.country);
  if (company.vies === 1 && ctx.euIds && !inEu) errors.vies = COMPANY_MSG.viesOutsideEu;
  if (company.pec && !isEmail(company.pec)) errors.pec = BILLING_MSG.pec;
  return errors;
}

/** The fields each company rule reads: a PUT checks a rule again only when one of them changed. */
const COMPANY_RULE_READS: Record<string, readonly string[]> = {
  vat: ['vat', 'country'],
  postal_code: ['postal_code', 'country'],
  province: ['province', 'country'],
  recipient_code: ['recipient_code', 'country'],
  vies: ['vies', 'country'],
};

/**
 * The rules a company save reports: all of them for new values; of a stored company, only those
 * whose fields changed (an old record that breaks one keeps saving while those stay as they are).
 */
export function companySaveIssues(
  next: CompanyValues,
  stored: CompanyValues | null | undefined,
  ctx: CompanyContext,
): Record<string, string> {
  return changedOnly(
    companyIssues(next, ctx),
    next as Record<string, unknown>,
    stored as Record<string, unknown> | null,
    COMPANY_RULE_READS,
  ) as Record<string, string>;
}

/**
 * ZCompanyUpdate with the rules of companyIssues: the web form's resolver. `stored`: the company
 * as loaded, whose unchanged values are not checked again (as the server does).
 */
export function companyFormSchema(ctx: CompanyContext, stored?: CompanyValues | null) {
  return ZCompanyUpdate.superRefine((value, refine) => {
    for (const [path, message] of Object.entries(companySaveIssues(value, stored, ctx))) {
      refine.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

// ---- payments export -------------------------------------------------------------------------

const ZExportDate = z
  .string(MSG.required)
  .min(1, MSG.required)
  .refine((v) => v === '' || parseWireDate(v) !== null, PAYMENTS_EXPORT_MSG.invalidDate);

/** `data` of POST /api/csv/download-payments: both dates required, end not before start. */
export const ZPaymentsExportRange = z
  .object({ date_start: ZExportDate, date_end: ZExportDate })
  .superRefine((v, ctx) => {
    const issue = paymentsRangeIssue(v.date_start, v.date_end);
    if (issue) ctx.addIssue({ code: 'custom', path: ['date_end'], message: issue });
  });
export type TPaymentsExportRange = z.infer<typeof ZPaymentsExportRange>;

export const ZPaymentsExport = z.object({ data: ZPaymentsExportRange, format: ZExportFormat.optional() });
export type TPaymentsExport = z.infer<typeof ZPaymentsExport>;

/** The payments CSV is named by its range: pagamenti-2026-01-01-2026-06-30.csv. */
export const paymentsExportFileName = ({ date_start, date_end }: TPaymentsExportRange) =>
  `pagamenti-${date_start}-${date_end}.csv`;

/** The range rule alone: null when fine (or when a date is unreadable: that is the field's own error). */
export function paymentsRangeIssue(start: string, end: string): string | null {
  const a = parseWireDate(start);
  const b = parseWireDate(end);
  if (!a || !b) return null;
  return b < a ? PAYMENTS_EXPORT_MSG.endBeforeStart : null;
}

/** Columns of the payments CSV (payments paid in the range, oldest first by record). */
export const PAYMENTS_CSV_HEADER = [
  'Data pagamento',
  'Azienda',
  'Partita IVA',
  'Subscription ID',
  'Invoice ID',
  'Importo',
  'Coupon',
  'Sconto',
] as const;
/** Response header of the export carrying the number of data rows, for the progress shown while it streams. */
export const EXPORT_TOTAL_HEADER = 'X-Total-Rows';
