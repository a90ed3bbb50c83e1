import type { TBillingInformation, TProfile, TUser } from '@app/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  billingInformation,
  companies,
  countries,
  experts,
  files,
  profiles,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { billingToRow, billingToWire } from '../../lib/billing-row.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * "The company's subscription": one per company, the live one that grants membership first
 * (active/trialing), else the newest.
 */
export function companySubscription(db: Db) {
  return db
    .selectDistinctOn([subscriptions.companyId], {
      id: subscriptions.id,
      companyId: subscriptions.companyId,
      stripeId: subscriptions.stripeSubscriptionId,
      status: subscriptions.status,
      dateEnd: subscriptions.dateEnd,
      trialEnd: subscriptions.trialEnd,
    })
    .from(subscriptions)
    .where(isNull(subscriptions.deletedAt))
    .orderBy(
      subscriptions.companyId,
      desc(sql`(${subscriptions.status} in ('active','trialing'))`),
      desc(subscriptions.id),
    )
    .as('company_sub');
}

export const membershipActive = (status: unknown) =>
  sql<boolean>`coalesce(${status} in ('active','trialing'), false)`;

export async function findProfileId(db: Db, name: TProfile): Promise<number> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, name));
  return row.id;
}

export async function liveUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function fileName(db: Db, name: string) {
  const [row] = await db.select({ name: files.name }).from(files).where(eq(files.name, name)).limit(1);
  return row?.name ?? null;
}

export async function countryExists(db: Db, id: number) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return Boolean(row);
}

/** GET /api/users/{id}: every field of a user; null when missing or in the trash. */
export async function userDetail(db: Db, id: number): Promise<TUser | null> {
  const sub = companySubscription(db);
  const [u] = await db
    .select({
      user: users,
      profileName: profiles.name,
      company: companies,
      companyCountry: countries.name,
      sub: {
        id: sub.id,
        stripeId: sub.stripeId,
        status: sub.status,
        dateEnd: sub.dateEnd,
        trialEnd: sub.trialEnd,
      },
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .leftJoin(companies, and(eq(companies.id, users.companyId), isNull(companies.deletedAt)))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .leftJoin(sub, eq(sub.companyId, companies.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!u) return null;
  const [expert] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.userId, id), isNull(experts.deletedAt)))
    .orderBy(asc(experts.id))
    .limit(1);
  const [billing] = await db.select().from(billingInformation).where(eq(billingInformation.userId, id));
  const { user } = u;
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    fiscal_code: user.fiscalCode,
    field_of_activity: user.fieldOfActivity,
    active: user.active,
    speaker: user.speaker,
    image: user.image,
    email_alternative: user.emailAlternative,
    status: user.status as TUser['status'],
    member_area: user.memberArea,
    remove_fee: user.removeFee,
    membership: u.sub?.status === 'active' || u.sub?.status === 'trialing',
    profile_id: user.profileId,
    profile_name: u.profileName as TProfile,
    expert_id: expert?.id ?? null,
    company: u.company
      ? {
          id: u.company.id,
          name: u.company.name,
          type: u.company.type,
          address: u.company.address,
          city: u.company.city,
          province: u.company.province,
          postal_code: u.company.postalCode,
          country: u.companyCountry,
          vat: u.company.vat,
          vies: u.company.vies,
          recipient_code: u.company.recipientCode,
          pec: u.company.pec,
        }
      : null,
    company_founder: user.companyFounder,
    subscription_id: u.sub?.stripeId ?? null,
    subscription_status: u.sub?.status ?? null,
    subscription_date_end: u.sub?.dateEnd ?? null,
    subscription_trial_end: u.sub?.trialEnd ?? null,
    membership_id: u.sub?.id ?? null,
    last_reset_password: iso(user.lastResetPassword),
    last_reset_password_link_sent: iso(user.lastResetPasswordLinkSent),
    billing_information: billing ? billingToWire(billing) : null,
    version: user.version,
  };
}

/** Replaces the user's billing information (inside the caller's transaction); a field beyond SPEC left out stays. */
export async function replaceBilling(tx: Db, userId: number, billing: TBillingInformation) {
  const [stored] = await tx
    .delete(billingInformation)
    .where(eq(billingInformation.userId, userId))
    .returning();
  await tx.insert(billingInformation).values(billingToRow(userId, billing, stored));
}
