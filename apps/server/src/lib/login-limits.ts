import { and, count, eq, gt, inArray, lt, max, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** Sign-in limits: docs/decisions/0009-sign-in-limits.md. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one email from the addresses it is not known at, together; and from each known one. */
export const MAX_FAILURES_PER_EMAIL = 10;
/** Failures from one address, whatever the email. */
export const MAX_FAILURES_PER_ADDRESS = 50;
/** An address the email signed in from this recently keeps its own counter. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
// rows removed per attempt at most, so a backlog is cleared in steps and no attempt waits long
const PRUNE_BATCH = 200;

// advisory lock namespaces: an email and an address never share a key
const EMAIL_LOCK = 7301;
const ADDRESS_LOCK = 7302;

/**
 * Check and count in one step: under a lock on the email and on the address (held until the
 * caller's transaction ends), refuse with 429 when a limit is reached, else record the attempt as
 * a failure before the password is verified. The caller then marks it a success or forgets it, so
 * parallel attempts cannot all pass the check before any of them is counted. A request for a reset
 * link is counted the same way and stays a failure: it is one more try at getting in.
 * Returns the attempt's id; `refusal` words the 429.
 */
export async function claimLoginAttempt(
  tx: Db,
  email: string,
  ip: string,
  refusal?: string,
): Promise<number> {
  // email first, address second, always: two attempts never wait on each other in a cycle
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${ip}))`);
  await pruneLoginAttempts(tx);
  const now = Date.now();
  const since = new Date(now - LOGIN_WINDOW_MS);
  const knownSince = new Date(now - KNOWN_ADDRESS_MS);
  const successesOfEmail = and(
    eq(loginAttempts.email, email),
    eq(loginAttempts.success, true),
    gt(loginAttempts.createdAt, knownSince),
  );
  const [history] = await tx
    .select({
      lastSuccess: max(loginAttempts.createdAt),
      known: sql<boolean>`coalesce(bool_or(${loginAttempts.ip} = ${ip}), false)`,
    })
    .from(loginAttempts)
    .where(successesOfEmail);
  // a success ends the run of failures: only those after it count
  const last = history.lastSuccess ? new Date(history.lastSuccess) : null;
  const from = last && last > since ? last : since;
  const knownIps = tx.select({ ip: loginAttempts.ip }).from(loginAttempts).where(successesOfEmail);
  const [byEmail] = await tx
    .select({ n: count(), oldest: sql<Date>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, from),
        history.known ? eq(loginAttempts.ip, ip) : notInArray(loginAttempts.ip, knownIps),
      ),
    );
  const [byAddress] = await tx
    .select({ n: count(), oldest: sql<Date>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)),
    );
  const blocked =
    byEmail.n >= MAX_FAILURES_PER_EMAIL
      ? byEmail
      : byAddress.n >= MAX_FAILURES_PER_ADDRESS
        ? byAddress
        : null;
  if (blocked) {
    const oldest = new Date(blocked.oldest).getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
    throw new AppError(
      'rate_limited',
      refusal,
      { retry_after: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
  const [row] = await tx
    .insert(loginAttempts)
    .values({ email, ip, success: false })
    .returning({ id: loginAttempts.id });
  return row.id;
}

/** The attempt succeeded: it no longer counts as a failure and makes its address known. */
export async function markLoginSuccess(db: Db, attemptId: number) {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * The owner of the email proved it theirs another way (a reset link used from `ip`): as a successful
 * sign-in would, this ends the email's run of failures, reset requests included.
 */
export async function endLoginFailures(db: Db, email: string, ip: string) {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip, success: true });
}

/** Neither failure nor success (right password, second factor still to come). */
export async function forgetLoginAttempt(db: Db, attemptId: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}

/** Failures older than the window and successes older than the known-address memory serve no limit. */
export async function pruneLoginAttempts(db: Db) {
  const now = Date.now();
  const stale = db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.success, false), lt(loginAttempts.createdAt, new Date(now - LOGIN_WINDOW_MS))),
        lt(loginAttempts.createdAt, new Date(now - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(PRUNE_BATCH);
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, stale));
}
