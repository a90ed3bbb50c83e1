import { BILLING_CHECKS_MAX, billingProblems, companyProblems, type TBillingCheck } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { companyContext, issuerIds } from '../../lib/billing-rules.ts';
import { storedBilling, storedCompanies } from './repository.ts';

const italian = new Intl.Collator('it');

/**
 * GET /api/billing-checks: the stored records an invoice would refuse, each with what to correct.
 * The same rules as the writes (packages/shared), read over every record: a write checks only what
 * it changes, so what was saved before a rule existed shows up here.
 */
export async function billingChecks(db: Db): Promise<{ records: TBillingCheck[]; total: number }> {
  const issuer = await issuerIds(db);
  const records: TBillingCheck[] = [];
  for (const row of await storedBilling(db)) {
    const problems = billingProblems(row.billing, { countryCode: row.countryCode, issuer });
    if (problems.length === 0) continue;
    const person = `${row.name} ${row.surname}`.trim() || row.email;
    records.push({
      kind: 'user',
      id: row.userId,
      name: person,
      path: `/users/${row.userId}?tab=billing`,
      problems,
    });
  }
  const ctx = await companyContext(db);
  const companyRecords: TBillingCheck[] = [];
  for (const { subscriptionId, ...company } of await storedCompanies(db)) {
    const problems = companyProblems(company, ctx);
    if (problems.length === 0) continue;
    companyRecords.push({
      kind: 'company',
      id: company.id,
      name: company.name,
      path: `/memberships/${subscriptionId}?tab=company`,
      problems,
    });
  }
  companyRecords.sort((a, b) => italian.compare(a.name, b.name));
  const all = [...companyRecords, ...records];
  return { records: all.slice(0, BILLING_CHECKS_MAX), total: all.length };
}
