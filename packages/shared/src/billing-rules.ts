import {
  normalizeCode,
  normalizePartitaIva,
  type TBillingField,
  TERRITORY_LABELS,
  type TTerritory,
} from './billing.ts';
import { INVOICE_SETTINGS_RULES } from './invoice-settings.ts';
import { territoryOf } from './invoice-vat.ts';
import { isItalianProvince } from './provinces.ts';

/**
 * The billing rules that need more than the billing itself: the ISO code of its country (the
 * territory follows it; an Italian address has a CAP and a province an invoice can carry) and
 * the association's own identifiers (a customer is never the association). They came after
 * records were stored, so a write checks them on new and changed values only (`changedOnly`):
 * a stored record that breaks one does not make an unrelated edit fail; the back-office lists it
 * (GET /api/billing-checks) instead. Forms, server and that list use these same functions.
 */

export const BILLING_RULES_MSG = {
  territory: (expected: TTerritory) =>
    `Il territorio non corrisponde al paese: per il paese indicato è «${TERRITORY_LABELS[expected]}»`,
  postalCode: 'CAP non valido: in Italia servono 5 cifre (es. 20121)',
  province: INVOICE_SETTINGS_RULES.province,
  ownVat: 'È la partita IVA dell’associazione: indica quella del cliente',
  ownFiscalCode: 'È il codice fiscale dell’associazione: indica quello del cliente',
} as const;

const CAP_RE = /^\d{5}$/;

/** The association's identifiers as its invoice settings hold them. */
export interface TIssuerIds {
  vat?: string | null;
  fiscal_code?: string | null;
}

/** What the rules know beyond the billing: its country's ISO code, the association's identifiers. */
export interface BillingContext {
  /** ISO 3166-1 alpha-2 of `country`; unknown (null) skips the rules that need it */
  countryCode: string | null | undefined;
  issuer?: TIssuerIds | null;
}

type Address = { postal_code?: string | null; province?: string | null };

/** An address in Italy: a 5-digit CAP; a province, when given, an official sigla (MI, RM…). */
export function italianAddressErrors(a: Address): Partial<Record<'postal_code' | 'province', string>> {
  const errors: Partial<Record<'postal_code' | 'province', string>> = {};
  const cap = a.postal_code?.trim();
  if (cap && !CAP_RE.test(cap)) errors.postal_code = BILLING_RULES_MSG.postalCode;
  const province = a.province?.trim();
  if (province && !isItalianProvince(province)) errors.province = BILLING_RULES_MSG.province;
  return errors;
}

/** The identifiers of the association, each as a customer's would read once normalised. */
function issuerIds(issuer: TIssuerIds | null | undefined): Set<string> {
  const ids = new Set<string>();
  if (issuer?.vat) ids.add(normalizePartitaIva(issuer.vat));
  if (issuer?.fiscal_code) ids.add(normalizeCode(issuer.fiscal_code));
  ids.delete('');
  return ids;
}

/**
 * A customer's partita IVA or codice fiscale that is the association's own (either of them: an
 * entity's numeric codice fiscale is often its partita IVA).
 */
export function ownIdErrors(
  customer: { vat?: string | null; fiscal_code?: string | null },
  issuer: TIssuerIds | null | undefined,
): Partial<Record<'vat' | 'fiscal_code', string>> {
  const own = issuerIds(issuer);
  const errors: Partial<Record<'vat' | 'fiscal_code', string>> = {};
  if (own.size === 0) return errors;
  if (customer.vat && own.has(normalizePartitaIva(customer.vat))) errors.vat = BILLING_RULES_MSG.ownVat;
  if (customer.fiscal_code && own.has(normalizeCode(customer.fiscal_code))) {
    errors.fiscal_code = BILLING_RULES_MSG.ownFiscalCode;
  }
  return errors;
}

type BillingValues = {
  territory?: string | null;
  postal_code?: string | null;
  province?: string | null;
  vat?: string | null;
  fiscal_code?: string | null;
};

/** field → message of each context rule a billing breaks (see the top of this file). */
export function billingContextErrors(
  b: BillingValues,
  ctx: BillingContext,
): Partial<Record<TBillingField, string>> {
  const errors: Partial<Record<TBillingField, string>> = {};
  const code = ctx.countryCode?.toUpperCase();
  if (code) {
    const expected = territoryOf(code);
    if (b.territory && b.territory !== expected) errors.territory = BILLING_RULES_MSG.territory(expected);
    if (code === 'IT') Object.assign(errors, italianAddressErrors(b));
  }
  return { ...errors, ...ownIdErrors(b, ctx.issuer) };
}

/** The territory a country is billed in (the forms fill it in when the country is chosen). */
export const territoryOfCountry = (countryCode: string | null | undefined): TTerritory | null =>
  countryCode ? territoryOf(countryCode.toUpperCase()) : null;

/** The fields each context rule reads: the rule is checked again when one of them changes. */
export const BILLING_RULE_READS: Readonly<Record<string, readonly TBillingField[]>> = {
  territory: ['territory', 'country'],
  postal_code: ['postal_code', 'country'],
  province: ['province', 'country'],
  vat: ['vat'],
  fiscal_code: ['fiscal_code'],
};

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toUpperCase() ===
  String(b ?? '')
    .trim()
    .toUpperCase();

/**
 * The errors a write reports: those of a new record, and of a stored one only the rules whose
 * fields changed (`reads`: error field → the fields its rule reads; a field not named reads itself).
 * A stored record that already broke a rule keeps saving while those values stay as they are.
 */
export function changedOnly<K extends string>(
  errors: Partial<Record<K, string>>,
  next: Record<string, unknown>,
  stored: Record<string, unknown> | null | undefined,
  reads: Readonly<Record<string, readonly string[]>> = BILLING_RULE_READS,
): Partial<Record<K, string>> {
  if (!stored) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) =>
      (reads[field] ?? [field]).some((f) => !same(next[f], stored[f])),
    ),
  ) as Partial<Record<K, string>>;
}
