import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  billingInformation,
  companies,
  invoices,
  orders,
  profiles,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, type SeedContext } from '../context.ts';

/**
 * A member who can sign in to the member site (/area/accedi) with a known password: a user of the
 * company with an active membership that has the most invoiced orders, so the member area shows
 * orders, invoices and the documents at once.
 */
export async function seedDemoMember(ctx: SeedContext) {
  const { tx, refs } = ctx;
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, invoiced: sql<number>`count(${invoices.id})::int` })
    .from(companies)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.companyId, companies.id), inArray(subscriptions.status, ['active'])),
    )
    .leftJoin(orders, and(eq(orders.companyId, companies.id), isNull(orders.deletedAt)))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .groupBy(companies.id, companies.name)
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
  await tx.insert(billingInformation).values({
    userId: user.id,
    territory: 'Italy',
    invoiceType: 'law firm',
    companyName: company.name,
    vat: '06363391001',
    fiscalCode: '97735020584',
    recipientCode: 'M5UXCR1',
    countryId: refs.countryIds?.IT ?? null,
    address: 'Via Po 2',
    postalCode: '10123',
    city: 'Torino',
    province: 'TO',
  });
  refs.memberId = user.id;
}
