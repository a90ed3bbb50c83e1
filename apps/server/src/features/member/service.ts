import { MEMBER_MSG, type TBillingInformation, type TMember } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { billingInformation, companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { billingToRow, billingToWire } from '../../lib/billing-row.ts';
import { assertBillingRules } from '../../lib/billing-rules.ts';
import { type MemberProfile, memberMembership, memberProfile } from '../../lib/member-profile.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { pendingRenewalPayment } from './renewal.ts';
import { memberAccount } from './repository.ts';

/** The signed-in member behind a member route (the route's access already checked the session). */
export async function currentMember(req: FastifyRequest): Promise<MemberProfile & { userId: number }> {
  const userId = req.user?.id;
  if (!userId) throw new AppError('unauthorized');
  return { ...(await memberProfile(req.server.db, userId)), userId };
}

/** GET /api/member/me: own data, billing, company and the membership in the admin's words. */
export async function memberMe(db: Db, m: MemberProfile & { userId: number }): Promise<TMember> {
  const account = await memberAccount(db, m.userId);
  if (!account) throw new AppError('unauthorized');
  const [company] = m.companyId ? await db.select().from(companies).where(eq(companies.id, m.companyId)) : [];
  return {
    ...account,
    company: company
      ? {
          id: company.id,
          name: company.name,
          address: company.address,
          city: company.city,
          province: company.province,
          postal_code: company.postalCode,
          vat: company.vat,
        }
      : null,
    billing_information: m.billing,
    membership: memberMembership(m),
    membership_end: m.subscriptionEnd,
    pending_renewal: await pendingRenewalPayment(db, m.companyId),
  };
}

/** Documents and their files need an active membership: 403 saying why and how to renew. */
export function requireActiveMembership(m: MemberProfile) {
  const state = memberMembership(m);
  if (!state.active) throw new AppError('forbidden', MEMBER_MSG.membershipInactive(state.reason));
}

/** PUT /api/member/billing: replaces the member's own billing information, audited on the user. */
export async function replaceOwnBilling(
  tx: Db,
  audit: AuditRecorder,
  userId: number,
  billing: TBillingInformation,
) {
  const [before] = await tx
    .select()
    .from(billingInformation)
    .where(eq(billingInformation.userId, userId))
    .for('update');
  // what the member leaves as it was is not checked again: only new and changed values
  await assertBillingRules(tx, billing, before ? billingToWire(before) : null);
  await tx.delete(billingInformation).where(eq(billingInformation.userId, userId));
  const [after] = await tx
    .insert(billingInformation)
    .values(billingToRow(userId, billing, before))
    .returning();
  audit.record({
    entity: 'user',
    entityId: userId,
    action: 'update',
    before: { billing_information: before ? billingToWire(before) : null },
    after: { billing_information: billingToWire(after) },
  });
  return billingToWire(after);
}
