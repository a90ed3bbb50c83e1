import {
  billingContextErrors,
  type CompanyContext,
  changedOnly,
  EU_COUNTRY_CODES,
  ITALY_CODE,
  type TBillingInformation,
  type TBillingInformationRead,
  type TIssuerIds,
} from '@app/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { readInvoiceSettings } from './invoice-settings.ts';

/**
 * The billing rules that need the database (packages/shared billing-rules.ts): the ISO code of
 * the billing's country and the association's own identifiers, checked on every write of billing
 * information or of a company (back-office, member, booking).
 */

/** The ISO code of a country id; null when unknown (the caller's own check names that). */
export async function countryCodeOf(db: Db, id: number | null | undefined): Promise<string | null> {
  if (id === null || id === undefined) return null;
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, id));
  return row?.code ?? null;
}

/** The association's partita IVA and codice fiscale, from the invoice settings. */
export async function issuerIds(db: Db): Promise<TIssuerIds> {
  const settings = await readInvoiceSettings(db);
  return { vat: settings.vat, fiscal_code: settings.fiscal_code };
}

/** What the company rules need: Italy's id, the other EU states' ids, the association's identifiers. */
export async function companyContext(db: Db): Promise<CompanyContext> {
  const rows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, [...EU_COUNTRY_CODES]));
  return {
    italyId: rows.find((r) => r.code === ITALY_CODE)?.id,
    euIds: new Set(rows.filter((r) => r.code !== ITALY_CODE).map((r) => r.id)),
    issuer: await issuerIds(db),
  };
}

/** A 400 naming each field (as the body names it: `prefix` + field), nothing written. */
export function refuseFields(errors: Record<string, string | undefined>, prefix: string) {
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  if (entries.length === 0) return;
  throw new AppError('validation', entries.length === 1 ? entries[0][1] : undefined, {
    errors: Object.fromEntries(entries.map(([field, message]) => [`${prefix}${field}`, message])),
  });
}

/**
 * The context rules on billing about to be saved: every rule for a new record; for a stored one
 * (`stored`, as GET reads it) the rules whose fields changed. 400 naming each field.
 */
export async function assertBillingRules(
  db: Db,
  billing: TBillingInformation | TBillingInformationRead,
  stored: TBillingInformationRead | null,
  prefix = 'billing_information.',
) {
  const errors = billingContextErrors(billing, {
    countryCode: await countryCodeOf(db, billing.country),
    issuer: await issuerIds(db),
  });
  refuseFields(changedOnly(errors, billing, stored), prefix);
}
