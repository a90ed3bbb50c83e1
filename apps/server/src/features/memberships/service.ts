import {
  COMPANY_READ_ONLY,
  companyIssues,
  normalizePartitaIva,
  type TCompany,
  type TCompanyUpdateParsed,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkSave } from '../../lib/read-only-fields.ts';
import { claimVersion } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { countryExists, findCompany, findMembershipCompany, italyCountryId } from './repository.ts';

/** Field errors are keyed as the body names them: company.<field>. */
const prefixed = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`company.${k}`, v]));

/**
 * PUT /api/company/{id}: the rules first (unknown country, partita IVA, postal code: 400 and
 * nothing written), then the version (412 with the current company when stale) and the
 * read-only fields, then the write.
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
  const italyId = await italyCountryId(tx);
  const issues = companyIssues({ ...input, country }, italyId);
  if (Object.keys(issues).length > 0) {
    throw new AppError('validation', undefined, { errors: prefixed(issues) });
  }
  await checkSave(tx, {
    table: companies,
    id,
    key: 'company',
    load: () => findMembershipCompany(tx, id),
    expected,
    body: input,
    readOnly: COMPANY_READ_ONLY,
    notFoundMessage: 'Azienda non trovata',
  });
  const before = await findCompany(tx, id);
  // the row is locked and its version checked: the claim only moves the version on
  await claimVersion(tx, companies, id);
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
      // an Italian partita IVA is stored as its 11 digits, as billing stores it
      vat: country === italyId && input.vat ? normalizePartitaIva(input.vat) : input.vat,
    })
    .where(eq(companies.id, id));
  const after = (await findCompany(tx, id)) as TCompany;
  audit.record({ entity: 'company', entityId: id, action: 'update', before, after });
  return after;
}
