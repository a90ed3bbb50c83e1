import { DEFAULT_LOCALE, PASSWORD_LINK_HOURS, type TLocale } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResetTokens, profiles, users } from '../db/schema/index.ts';
import { enqueueMail } from './mail/outbox.ts';
import type { RenderedMail } from './mail/render.ts';
import { passwordLink } from './mail/templates/password-link.v1.ts';
import { localeOf } from './mail/words.ts';
import { newToken } from './tokens.ts';

type LinkUser = { id: number; email: string; name: string; surname: string };

/** Where a user sets a password: an admin in the back-office, anyone else on the member site. */
export const BACK_OFFICE_RESET_PATH = '/reset-password';
export const SITE_RESET_PATH = '/area/reimposta-password';

/**
 * Where the user sets a password and the language of the mail saying so: an admin's page is the
 * back-office's, in Italian; anyone else's the member site's, in their own language.
 */
async function linkTermsOf(tx: Db, userId: number) {
  const [row] = await tx
    .select({ profile: profiles.name, language: users.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.id, userId));
  return row?.profile === 'admin'
    ? { path: BACK_OFFICE_RESET_PATH, language: DEFAULT_LOCALE }
    : { path: SITE_RESET_PATH, language: localeOf(row?.language) };
}

/**
 * A single-use link (only its hash is stored) valid for PASSWORD_LINK_HOURS, mailed to the user
 * through the outbox; earlier unused links of the user stop working. Shared by the link an admin
 * generates and the one a user asks for from the sign-in page; `render` words a message of its own
 * around the link (an approved application's). The link opens the page of the user's own app: an
 * admin's the back-office, a member's or an arbitrator's the member site (which signs them in there);
 * the mail is in the user's language (users.language, Italian without one; an admin's in Italian).
 */
export async function issuePasswordLink(
  tx: Db,
  user: LinkUser,
  publicUrl: string,
  render: (user: LinkUser, link: string, locale: TLocale) => RenderedMail = passwordLink,
) {
  const now = new Date();
  const { token, hash } = newToken();
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3600 * 1000),
  });
  await tx.update(users).set({ lastResetPasswordLinkSent: now }).where(eq(users.id, user.id));
  const { path, language } = await linkTermsOf(tx, user.id);
  const link = `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
  // the outbox keeps the message, never the token in a log
  const mail = await enqueueMail(tx, {
    ...render(user, link, language),
    to: [user.email],
    entity: 'user',
    entityId: user.id,
  });
  return { link, sentAt: now.toISOString(), mailId: mail.id };
}
