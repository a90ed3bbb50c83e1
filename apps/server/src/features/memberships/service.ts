import { companyIssues, type TCompany, type TCompanyUpdateParsed } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimVersion } from '../../lib/records.ts';
import { staleError } from '../../lib/versioning.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { countryExists, findCompany, italyCountryId } from './repository.ts';

/** Field errors are keyed as the body names them: company.<field>. */
const prefixed = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`company.${k}`, v]));

/**
 * PUT /api/company/{id}: the rules first (unknown country, partita IVA, postal code: 400 and
 * nothing written), then the version claim (412 with the current company when stale).
 */
export async function updateCompany(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TCompanyUpdateParsed,
  expected: number | undefined,
): Promise<TCompany> {
  const country = input.country ?? null;
  if (country !== null && !(await countryExists(tx, country))) {
    throw new AppError('validation', undefined, { errors: { 'company.country': 'Paese sconosciuto' } });
  }
  const issues = companyIssues({ ...input, country }, await italyCountryId(tx));
  if (Object.keys(issues).length > 0) {
    throw new AppError('validation', undefined, { errors: prefixed(issues) });
  }
  const before = await findCompany(tx, id);
  const claim = await claimVersion(tx, companies, id, expected);
  if (!claim.ok) {
    if (claim.reason === 'stale') throw staleError('company', before);
    throw new AppError('not_found', 'Azienda non trovata');
  }
  await tx
    .update(companies)
    .set({
      name: input.name,
      type: input.type,
      address: input.address,
      city: input.city,
      province: input.province,
      postalCode: input.postal_code,
      countryId: country,
      vat: input.vat,
    })
    .where(eq(companies.id, id));
  const after = (await findCompany(tx, id)) as TCompany;
  audit.record({ entity: 'company', entityId: id, action: 'update', before, after });
  return after;
}
