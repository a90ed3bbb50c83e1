import { z } from 'zod';
import { BILLING_LABELS, billingErrors, type TBillingField, type ZBillingFields } from './billing.ts';
import { type BillingContext, billingContextErrors } from './billing-rules.ts';
import { COMPANY_LABELS, type CompanyContext, companyIssues } from './memberships.ts';
import { MSG } from './messages.ts';

/**
 * "Dati di fatturazione da correggere": the stored billing information and companies whose data an
 * invoice would refuse (a rule added after they were saved, or data saved around the rules). A
 * write checks only new and changed values (billing-rules.ts), so these are listed for the admins
 * instead: GET /api/billing-checks, linked from the invoices page.
 */

export const BILLING_CHECK_KINDS = ['user', 'company'] as const;
export type TBillingCheckKind = (typeof BILLING_CHECK_KINDS)[number];
export const BILLING_CHECK_KIND_LABELS: Record<TBillingCheckKind, string> = {
  user: 'Dati di fatturazione di un utente',
  company: 'Azienda (fatture della membership)',
};
/** At most this many records in the answer (`total` counts them all). */
export const BILLING_CHECKS_MAX = 500;

export const ZBillingProblem = z.object({ field: z.string(), label: z.string(), message: z.string() });
export type TBillingProblem = z.infer<typeof ZBillingProblem>;

export const ZBillingCheck = z.object({
  kind: z.enum(BILLING_CHECK_KINDS),
  /** the user's or the company's id */
  id: z.number().int(),
  /** who the record names: the user (with the billing's name) or the company */
  name: z.string(),
  /** the back-office page that edits it: the user editor's billing tab, the company's tab */
  path: z.string(),
  problems: z.array(ZBillingProblem),
});
export type TBillingCheck = z.infer<typeof ZBillingCheck>;

const asProblems = (errors: Record<string, string | undefined>, labels: Record<string, string>) =>
  Object.entries(errors)
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([field, message]) => ({ field, label: labels[field] ?? field, message }));

/** What an invoice would refuse in stored billing information: every rule, SPEC's and the new ones. */
export function billingProblems(
  billing: Partial<Record<TBillingField, unknown>>,
  ctx: BillingContext,
): TBillingProblem[] {
  const errors = {
    ...billingErrors(billing as z.output<typeof ZBillingFields>),
    ...billingContextErrors(billing as Parameters<typeof billingContextErrors>[0], ctx),
  };
  return asProblems(errors, BILLING_LABELS);
}

/** What a membership invoice needs of a company, missing (customer.ts says the same when it refuses). */
const COMPANY_INVOICE_NEEDS = ['address', 'city', 'postal_code', 'country', 'vat'] as const;

/** What a membership invoice would refuse in a stored company: a field it needs, or a company rule. */
export function companyProblems(
  company: Parameters<typeof companyIssues>[0] & { address?: string | null; city?: string | null },
  ctx: CompanyContext,
): TBillingProblem[] {
  const errors: Record<string, string> = {};
  for (const f of COMPANY_INVOICE_NEEDS) {
    const v = company[f];
    if (v === null || v === undefined || v === '') errors[f] = MSG.required;
  }
  return asProblems({ ...companyIssues(company, ctx), ...errors }, COMPANY_LABELS);
}
