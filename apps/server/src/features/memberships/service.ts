import {
  COMPANY_READ_ONLY,
  companySaveIssues,
  normalizePartitaIva,
  type TCompany,
  type TCompanyUpdateParsed,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { companyContext, refuseFields } from '../../lib/billing-rules.ts';
import { checkSave } from '../../lib/read-only-fields.ts';
import { claimVersion } from '../../lib/records.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { countryExists, findCompany, findMembershipCompany } from './repository.ts';

/** A field beyond SPEC left out of the body (undefined) keeps the stored value (RUNNING.md). */
const kept = <T>(value: T | undefined, stored: T | null | undefined): T | null =>
  value === undefined ? (stored ?? null) : value;

/**
 * PUT /api/company/{id}: the rules first (unknown country, partita IVA, address, recipient code,
 * PEC: 400 and nothing written; of what the company has stored, only what changed is checked
 * again), then the version (412 with the current company when stale) and the read-only fields,
 * then the write.
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
  const stored = await findCompany(tx, id);
  const ctx = await companyContext(tx);
  const values = {
    ...input,
    country,
    vies: kept(input.vies, stored?.vies as 0 | 1 | null | undefined),
    recipient_code: kept(input.recipient_code, stored?.recipient_code),
    pec: kept(input.pec, stored?.pec),
  };
  refuseFields(companySaveIssues(values, stored, ctx), 'company.');
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
      postalCode: input.postal_code,
      countryId: country,
      // an Italian partita IVA is stored as its 11 digits, as billing stores it
      vat: country === ctx.italyId && input.vat ? normalizePartitaIva(input.vat) : input.vat,
      province: country === ctx.italyId && input.province ? input.province.toUpperCase() : input.province,
      // beyond SPEC: left out, not written (the stored value stays)
      ...(input.vies === undefined ? {} : { vies: input.vies }),
      ...(input.recipient_code === undefined ? {} : { recipientCode: input.recipient_code }),
      ...(input.pec === undefined ? {} : { pec: input.pec }),
    })
    .where(eq(companies.id, id));
  const after = (await findCompany(tx, id)) as TCompany;
  audit.record({ entity: 'company', entityId: id, action: 'update', before, after });
  return after;
}
