import { type TUser, type TUserSave, USER_MSG, USER_READ_ONLY } from '@app/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, subscriptions, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { assertBillingRules } from '../../lib/billing-rules.ts';
import { issuePasswordLink } from '../../lib/password-links.ts';
import { assertPasswordPolicy } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkSave, refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { claimVersion, moveToTrash } from '../../lib/records.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import { uniqueOr } from '../../lib/unique-violation.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { assertActiveAdminRemains } from './last-admin.ts';
import {
  countryExists,
  fileName,
  findProfileId,
  liveUserByEmail,
  replaceBilling,
  userDetail,
} from './repository.ts';

type UserInput = TUserSave['user'];
type Billing = TUserSave['billing_information'];

const IMAGE_RE = /\.(jpe?g|png|gif|webp|avif|bmp)$/i;

/**
 * Unknown references are a 400 on their field, found before any write reaches a foreign key; then
 * the billing rules that need the country and the association (on what changed of `stored`).
 */
async function checkReferences(
  tx: Db,
  input: UserInput,
  billing: Billing,
  userId?: number,
  stored: TUser['billing_information'] = null,
) {
  const taken = await liveUserByEmail(tx, input.email);
  if (taken && taken.id !== userId) {
    throw new AppError('conflict', USER_MSG.emailTaken, {
      errors: { 'user.email': USER_MSG.emailTaken },
    });
  }
  if (input.image) {
    const name = await fileName(tx, input.image);
    if (!name) throw fieldError('user.image', 'File inesistente: caricalo di nuovo');
    if (!IMAGE_RE.test(name)) throw fieldError('user.image', "L'immagine deve essere un file immagine");
  }
  if (billing && !(await countryExists(tx, billing.country))) {
    throw fieldError('billing_information.country', 'Paese inesistente');
  }
  if (billing) await assertBillingRules(tx, billing, stored);
}

function userColumns(input: UserInput, profileId: number) {
  return {
    email: input.email,
    name: input.name,
    surname: input.surname,
    phone: input.phone,
    fiscalCode: input.fiscal_code,
    fieldOfActivity: input.field_of_activity ?? null,
    active: input.active,
    speaker: input.speaker,
    image: input.image,
    emailAlternative: input.email_alternative,
    status: input.status ?? null,
    memberArea: input.member_area,
    removeFee: input.remove_fee,
    profileId,
  };
}

/** A concurrent insert of the same email ends here instead of a 500. */
const guarded = <T>(fn: () => Promise<T>) =>
  uniqueOr(
    fn,
    () => new AppError('conflict', USER_MSG.emailTaken, { errors: { 'user.email': USER_MSG.emailTaken } }),
  );

/**
 * Besides USER_READ_ONLY: the member type only means something within a company, and of the two
 * expiry dates a save writes the one the (new) status uses (see updateSubscriptionDates).
 */
function readOnlyFields(user: Pick<TUser, 'company'> | null, input: UserInput): string[] {
  if (!user) return [...USER_READ_ONLY, 'company_founder', 'subscription_date_end', 'subscription_trial_end'];
  const trialing = (input.status ?? null) === 'trialing';
  return [
    ...USER_READ_ONLY,
    ...(user.company ? [] : ['company_founder']),
    trialing ? 'subscription_date_end' : 'subscription_trial_end',
  ];
}

/** What a user has before anyone sets it: the values a create may echo. */
const NEW_USER = { company_founder: 0 };

export async function createUser(tx: Db, audit: AuditRecorder, body: TUserSave): Promise<TUser> {
  const { user: input, billing_information: billing } = body;
  if (input.password) assertPasswordPolicy(input.password, 'user.password');
  refuseReadOnlyChanges('user', input, NEW_USER, readOnlyFields(null, input));
  await checkReferences(tx, input, billing);
  const profileId = await findProfileId(tx, input.profile_name);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [row] = await guarded(() =>
    tx
      .insert(users)
      .values({ ...userColumns(input, profileId), passwordHash })
      .returning({ id: users.id }),
  );
  if (billing) await replaceBilling(tx, row.id, billing);
  const created = (await userDetail(tx, row.id))!;
  audit.record({ entity: 'user', entityId: row.id, action: 'create', after: created });
  return created;
}

/** The editor's expiry date: the trial end while the user is trialing, else the subscription's end. */
async function updateSubscriptionDates(tx: Db, audit: AuditRecorder, before: TUser, input: UserInput) {
  const trialing = (input.status ?? null) === 'trialing';
  const field = trialing ? 'subscription_trial_end' : 'subscription_date_end';
  const wanted = input[field];
  if (wanted === undefined || wanted === before[field]) return;
  if (!before.membership_id) throw fieldError(`user.${field}`, USER_MSG.noSubscription);
  await tx
    .update(subscriptions)
    .set(trialing ? { trialEnd: wanted } : { dateEnd: wanted })
    .where(eq(subscriptions.id, before.membership_id));
  audit.record({
    entity: 'subscription',
    entityId: before.membership_id,
    action: 'update',
    before: { [field]: before[field] },
    after: { [field]: wanted },
  });
}

export async function updateUser(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  expected: number | undefined,
  body: TUserSave,
): Promise<TUser> {
  const { user: input, billing_information: billing } = body;
  if (input.password) assertPasswordPolicy(input.password, 'user.password');
  const before = await checkSave(tx, {
    table: users,
    id,
    key: 'user',
    load: () => userDetail(tx, id),
    expected,
    body: input,
    readOnly: (current) => readOnlyFields(current, input),
  });
  await assertActiveAdminRemains(tx, before, input);
  await checkReferences(tx, input, billing, id, before.billing_information);
  // the row is locked and its version checked: the claim only moves the version on
  await claimVersion(tx, users, id);
  const profileId = await findProfileId(tx, input.profile_name);
  const columns = {
    ...userColumns(input, profileId),
    ...(before.company && input.company_founder !== undefined
      ? { companyFounder: input.company_founder }
      : {}),
    ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
  };
  await guarded(() => tx.update(users).set(columns).where(eq(users.id, id)));
  // a new password or a disabled account ends the sessions for good, not just while disabled
  if (input.password || (before.active && input.active === false)) await revokeUserSessions(tx, id);
  await updateSubscriptionDates(tx, audit, before, input);
  if (billing) await replaceBilling(tx, id, billing);
  const after = (await userDetail(tx, id))!;
  audit.record({ entity: 'user', entityId: id, action: 'update', before, after });
  return after;
}

export async function deleteUser(tx: Db, audit: AuditRecorder, id: number, actorId: number | undefined) {
  // locked before it is read: the last-admin check below needs its current profile and state
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  const before = await userDetail(tx, id);
  if (!before) throw notFound();
  if (id === actorId) throw new AppError('conflict', USER_MSG.selfDelete);
  await assertActiveAdminRemains(tx, before, null);
  if (before.company && before.company_founder === 1) {
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.companyId, before.company.id), ne(users.id, id), isNull(users.deletedAt)));
    if (others.n > 0) throw new AppError('conflict', USER_MSG.founderWithMembers);
  }
  await moveToTrash(tx, users, id);
  await revokeUserSessions(tx, id);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
  audit.record({ entity: 'user', entityId: id, action: 'delete', before });
}

/** The admin's "Reset password link": the link, also mailed to the user (lib/password-links.ts). */
export async function generatePasswordLink(tx: Db, audit: AuditRecorder, id: number, publicUrl: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw notFound();
  const { link, sentAt, mailId } = await issuePasswordLink(tx, user, publicUrl);
  audit.record({
    entity: 'user',
    entityId: id,
    action: 'password_link',
    after: { last_reset_password_link_sent: sentAt, mail_id: mailId },
  });
  return { password_link: link, last_reset_password_link_sent: sentAt };
}
