import {
  ITALY_CODE,
  isMembershipActive,
  type TCompany,
  type TMembership,
  type TMembershipCompany,
  type TMembershipListQuery,
  type TMembershipRow,
} from '@app/shared';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, countries, invoices, payments, subscriptions, users } from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  type: companies.type,
  address: companies.address,
  city: companies.city,
  province: companies.province,
  postal_code: companies.postalCode,
  country: companies.countryId,
  vat: companies.vat,
  vies: companies.vies,
  recipient_code: companies.recipientCode,
  pec: companies.pec,
  version: companies.version,
};

export async function findCompany(db: Db, id: number): Promise<TCompany | undefined> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

/** The company as the membership detail shows it: its users, the payments of all its subscriptions. */
export async function findMembershipCompany(db: Db, id: number): Promise<TMembershipCompany | undefined> {
  const company = await findCompany(db, id);
  if (!company) return undefined;
  const companyUsers = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      company_founder: users.companyFounder,
    })
    .from(users)
    .where(and(eq(users.companyId, company.id), isNull(users.deletedAt)))
    .orderBy(desc(users.companyFounder), asc(sql`lower(${users.surname})`), asc(users.id));
  const companySubs = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company.id));
  const companyPayments = await db
    .select({
      status: payments.status,
      paidAt: payments.paidAt,
      amount: payments.amount,
      coupon_code: payments.couponCode,
      discount: payments.discount,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
    })
    .from(payments)
    .leftJoin(invoices, and(eq(invoices.paymentId, payments.id), eq(invoices.type, 'TD01')))
    .where(inArray(payments.subscriptionId, companySubs))
    .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id));
  return {
    ...company,
    users: companyUsers,
    payments: companyPayments.map(({ paidAt, invoiceId, invoiceNumber, ...p }) => ({
      ...p,
      paid_at: paidAt ? paidAt.toISOString() : null,
      invoice: invoiceId !== null && invoiceNumber !== null ? { id: invoiceId, number: invoiceNumber } : null,
    })),
  };
}

export async function italyCountryId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, ITALY_CODE));
  return row?.id;
}

export async function countryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

/** Stripe dashboard page of an object; test-mode path unless the object is live. */
export function dashboardUrl(kind: 'customers' | 'subscriptions', id: string | null, livemode: boolean) {
  if (!id) return null;
  return `https://dashboard.stripe.com/${livemode ? '' : 'test/'}${kind}/${encodeURIComponent(id)}`;
}

/**
 * A membership by its Stripe subscription id (sub_…) or, when the key is all digits, by its
 * database id (the manual-transfers links use that one). Trashed companies and subscriptions: none.
 */
export async function findMembership(db: Db, key: string): Promise<TMembership | undefined> {
  const byId = /^\d{1,9}$/.test(key);
  const [sub] = await db
    .select({
      companyId: subscriptions.companyId,
      subscription_id: subscriptions.stripeSubscriptionId,
      status: subscriptions.status,
      date_start: subscriptions.dateStart,
      date_end: subscriptions.dateEnd,
      trial_end: subscriptions.trialEnd,
      livemode: subscriptions.livemode,
      customer: companies.stripeCustomerId,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(
      and(
        byId ? eq(subscriptions.id, Number(key)) : eq(subscriptions.stripeSubscriptionId, key),
        isNull(subscriptions.deletedAt),
        isNull(companies.deletedAt),
      ),
    );
  if (!sub) return undefined;
  const company = await findMembershipCompany(db, sub.companyId);
  if (!company) return undefined;
  return {
    company,
    subscription_id: sub.subscription_id,
    membership: isMembershipActive(sub.status),
    date_start: sub.date_start,
    date_end: sub.date_end,
    trial_end: sub.trial_end,
    status: sub.status as TMembership['status'],
    customer_url: dashboardUrl('customers', sub.customer, sub.livemode),
    subscription_url: dashboardUrl('subscriptions', sub.subscription_id, sub.livemode),
  };
}

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const MEMBERSHIP_SORTS = ['company', 'status', 'date_end', 'subscription_id'] as const;

/** GET /api/memberships: one row per live subscription of a live company, by company name. */
export async function listMemberships(
  db: Db,
  query: TMembershipListQuery,
): Promise<{ rows: TMembershipRow[]; total: number }> {
  const joinOn = eq(companies.id, subscriptions.companyId);
  const { rows, total } = await listPage({
    query,
    rows: db
      .select({
        subscription_id: subscriptions.stripeSubscriptionId,
        company: companies.name,
        status: subscriptions.status,
        date_end: subscriptions.dateEnd,
        version: subscriptions.version,
      })
      .from(subscriptions)
      .innerJoin(companies, joinOn)
      .$dynamic(),
    count: db.select({ total: count() }).from(subscriptions).innerJoin(companies, joinOn).$dynamic(),
    where: [
      isNull(subscriptions.deletedAt),
      isNull(companies.deletedAt),
      ...equalsFilters([[subscriptions.status, query.status]]),
    ],
    sorts: {
      company: sql`lower(f_unaccent(${companies.name}))`,
      status: subscriptions.status,
      date_end: subscriptions.dateEnd,
      subscription_id: subscriptions.stripeSubscriptionId,
    } satisfies SortsOf<typeof MEMBERSHIP_SORTS>,
    defaultSort: 'company',
    tiebreak: subscriptions.id,
    search: [companies.name, subscriptions.stripeSubscriptionId],
  });
  return {
    rows: rows.map((r) => ({
      ...r,
      status: r.status as TMembershipRow['status'],
      membership: isMembershipActive(r.status),
    })),
    total,
  };
}
