import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_ATTEMPTS_PER_ADDRESS = 50;

/**
 * Counted in the database, so a restart or another instance does not reset them. Throws 429 with
 * Retry-After when the email has had too many failures since its last success, or the address too
 * many attempts, within the window.
 */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, since),
      ),
    );
  const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const [byEmail] = await db
    .select({ n: count(), oldest: sql<Date>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, from),
      ),
    );
  const [byAddress] = await db
    .select({ n: count(), oldest: sql<Date>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, since)));
  const blocked =
    byEmail.n >= MAX_FAILURES_PER_EMAIL
      ? byEmail
      : byAddress.n >= MAX_ATTEMPTS_PER_ADDRESS
        ? byAddress
        : null;
  if (blocked) {
    const oldest = new Date(blocked.oldest).getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - Date.now()) / 1000));
    throw new AppError(
      'rate_limited',
      undefined,
      { retry_after: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, success: boolean) {
  await db.insert(loginAttempts).values({ email, ip, success });
}
