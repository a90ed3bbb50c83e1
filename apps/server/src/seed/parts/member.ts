import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  billingInformation,
  companies,
  countries,
  invoices,
  orders,
  profiles,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { billingToRow } from '../../lib/billing-row.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, type SeedContext } from '../context.ts';
import { companyBilling } from './company-billing.ts';

/**
 * A member who can sign in to the member site (/area/accedi) with a known password: a user of the
 * company with an active membership that has the most invoiced orders, so the member area shows
 * orders, invoices and the documents at once. Their billing information is the company's own (one
 * customer, one VAT number: never the association's identifiers).
 */
export async function seedDemoMember(ctx: SeedContext) {
  const { tx, refs } = ctx;
  const [company] = await tx
    .select({ id: companies.id, invoiced: sql<number>`count(${invoices.id})::int` })
    .from(companies)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.companyId, companies.id), inArray(subscriptions.status, ['active'])),
    )
    .leftJoin(orders, and(eq(orders.companyId, companies.id), isNull(orders.deletedAt)))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .groupBy(companies.id)
    .orderBy(desc(sql`count(${invoices.id})`), companies.id)
    .limit(1);
  if (!company) return;
  const [client] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, 'client'));
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_MEMBER_EMAIL,
      passwordHash: await hashPassword(DEMO_MEMBER_PASSWORD),
      name: 'Giulia',
      surname: 'Socia',
      active: true,
      status: 'active',
      memberArea: true,
      profileId: client.id,
      companyId: company.id,
    })
    .returning({ id: users.id });
  const [row] = await tx
    .select({ company: companies, code: countries.code })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, company.id));
  const billing = row ? companyBilling(row.company, row.code) : null;
  if (billing) await tx.insert(billingInformation).values(billingToRow(user.id, billing));
  refs.memberId = user.id;
}
