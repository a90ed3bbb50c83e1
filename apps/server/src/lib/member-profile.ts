import { membershipState, type TOrderBillingSnapshot } from '@app/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingInformation, companies, subscriptions, users } from '../db/schema/index.ts';
import { billingToWire } from './billing-row.ts';

/** A member's company (as a booking snapshots it), its subscription's status and their own billing. */
export async function memberProfile(tx: Db, userId: number) {
  const [row] = await tx
    .select({ company: companies })
    .from(users)
    .leftJoin(companies, and(eq(companies.id, users.companyId), isNull(companies.deletedAt)))
    .where(eq(users.id, userId));
  const company = row?.company ?? null;
  // "the company's subscription": the live one granting membership first, else the newest
  const [sub] = company
    ? await tx
        .select({ status: subscriptions.status, dateEnd: subscriptions.dateEnd })
        .from(subscriptions)
        .where(and(eq(subscriptions.companyId, company.id), isNull(subscriptions.deletedAt)))
        .orderBy(desc(sql`(${subscriptions.status} in ('active','trialing'))`), desc(subscriptions.id))
        .limit(1)
    : [];
  const [billing] = await tx.select().from(billingInformation).where(eq(billingInformation.userId, userId));
  const snapshot: TOrderBillingSnapshot['company'] | null = company && {
    name: company.name,
    address: company.address,
    city: company.city,
    province: company.province,
    postal_code: company.postalCode,
    country: company.countryId,
    vat: company.vat,
  };
  return {
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    company: snapshot,
    subscriptionStatus: sub?.status ?? null,
    /** yyyy-MM-dd: until when that subscription runs */
    subscriptionEnd: sub?.dateEnd ?? null,
    billing: billing ? billingToWire(billing) : null,
  };
}

export type MemberProfile = Awaited<ReturnType<typeof memberProfile>>;

/** Whether the member's company's membership is active (the shared rule, the admin's words). */
export const memberMembership = (m: MemberProfile) =>
  membershipState({ company: m.companyName, status: m.subscriptionStatus });
