import type { TLocale } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { localeOf } from './words.ts';

/** The language a user's mails are written in: the one they chose on the site, else Italian. */
export async function userLocale(db: Db, userId: number | null): Promise<TLocale> {
  if (userId === null) return localeOf(null);
  const [u] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return localeOf(u?.language);
}
