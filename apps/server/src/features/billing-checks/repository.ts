import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingInformation, companies, countries, subscriptions, users } from '../../db/schema/index.ts';
import { billingToWire } from '../../lib/billing-row.ts';

/** Every live user's billing information, with the country's ISO code and whom it belongs to. */
export async function storedBilling(db: Db) {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      billing: billingInformation,
      countryCode: countries.code,
    })
    .from(billingInformation)
    .innerJoin(users, and(eq(users.id, billingInformation.userId), isNull(users.deletedAt)))
    .leftJoin(countries, eq(countries.id, billingInformation.countryId))
    .orderBy(asc(sql`lower(${users.surname})`), asc(users.id));
  return rows.map((r) => ({ ...r, billing: billingToWire(r.billing) }));
}

/**
 * Every live company with a membership (what a membership invoice bills), with its newest live
 * subscription's id: the membership detail that edits the company.
 */
export async function storedCompanies(db: Db) {
  return db
    .selectDistinctOn([companies.id], {
      id: companies.id,
      name: companies.name,
      address: companies.address,
      city: companies.city,
      province: companies.province,
      postal_code: companies.postalCode,
      country: companies.countryId,
      vat: companies.vat,
      vies: companies.vies,
      recipient_code: companies.recipientCode,
      pec: companies.pec,
      subscriptionId: subscriptions.id,
    })
    .from(companies)
    .innerJoin(subscriptions, and(eq(subscriptions.companyId, companies.id), isNull(subscriptions.deletedAt)))
    .where(isNull(companies.deletedAt))
    .orderBy(companies.id, desc(subscriptions.id));
}
