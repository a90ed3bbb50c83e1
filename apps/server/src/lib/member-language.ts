import { isLocale, type TLocale } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { AuditRecorder } from '../plugins/audit.ts';

/**
 * A member's (or an arbitrator's) language, `users.language` (RUNNING.md "English"): the one they
 * chose on the site (PUT /api/member/language, /api/arbitrator/language), else the browser's of
 * their first sign-in that named one; null until either. Mails to them are written in it, Italian
 * while unset (`userLocale`, lib/mail/user-language.ts).
 */

/** The user's language as stored; null while unset. */
export async function userLanguage(db: Db, userId: number): Promise<TLocale | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return isLocale(row?.language) ? row.language : null;
}

/** The language chosen on the site, audited on the user as their other own-profile writes. */
export async function chooseUserLanguage(
  tx: Db,
  audit: AuditRecorder,
  userId: number,
  language: TLocale,
): Promise<TLocale> {
  const [before] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (before?.language === language) return language;
  await tx.update(users).set({ language }).where(eq(users.id, userId));
  audit.record({
    entity: 'user',
    entityId: userId,
    action: 'update',
    before: { language: before?.language ?? null },
    after: { language },
  });
  return language;
}

/** The language the request's browser asks for; null when it names none (no Accept-Language). */
export const browserLanguage = (req: FastifyRequest): TLocale | null =>
  req.headers['accept-language'] ? req.locale : null;
