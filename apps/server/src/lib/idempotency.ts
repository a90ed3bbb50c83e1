import { createHash } from 'node:crypto';
import { BOOKING_REFUSAL } from '@app/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/**
 * `Idempotency-Key` on public writes: the first answer of a key is kept with the write it answers
 * (same transaction), and a retry with the same key and body gets that answer again instead of a
 * second write. docs/decisions/0023-public-booking.md.
 */
export type IdempotencyScope = 'public_order';

/** printable ASCII, as HTTP header values are, at most 200 characters */
const KEY_RE = /^[\x21-\x7e][\x20-\x7e]{0,199}$/;
/** how long an answer is kept for retries */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 100;

export interface StoredAnswer {
  statusCode: number;
  response: unknown;
}

/**
 * The request's key as stored, null without one; 400 when it is not a single printable value of
 * ≤ 200 characters. A key belongs to its client, a member's session (`sessionId`) or else the
 * client address (TRUST_PROXY decides it): the same key from another client is another key, and
 * books on its own, so no client can replay someone else's key to read their answer.
 */
export function idempotencyKeyOf(req: FastifyRequest, sessionId: number | null): string | null {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_RE.test(value)) {
    throw new AppError('validation', BOOKING_REFUSAL.idempotencyKey, {
      errors: { 'Idempotency-Key': BOOKING_REFUSAL.idempotencyKey },
    });
  }
  // neither form holds a space before the key: "session 12 k" and "address ::1 k" cannot collide
  const client = sessionId === null ? `address ${req.ip}` : `session ${sessionId}`;
  return `${client} ${value}`;
}

/** sha256 of the request as understood (keys sorted): the same request always hashes the same. */
export function requestHash(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Takes the key first thing in the write's transaction. Null: this transaction owns the key, do
 * the write and `storeAnswer` before commit. Otherwise the answer already given for it. A
 * concurrent duplicate waits on the key's unique index until the first commits, then reads its
 * answer (or, if the first rolled back, owns the key itself). The same key with another request
 * is 409.
 */
export async function claimIdempotencyKey(
  tx: Db,
  scope: IdempotencyScope,
  key: string,
  hash: string,
): Promise<StoredAnswer | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row || row.requestHash !== hash) throw new AppError('conflict', BOOKING_REFUSAL.idempotencyReused);
  return { statusCode: row.statusCode, response: row.response };
}

/** Whether a request with this key came before (answered, or still being written). */
export async function keySeen(db: Db, scope: IdempotencyScope, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row !== undefined;
}

/** The answer of the key this transaction claimed. */
export async function storeAnswer(tx: Db, scope: IdempotencyScope, key: string, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/**
 * Removes keys older than IDEMPOTENCY_KEEP_MS (retries come within minutes), a batch at a time,
 * outside the write's transaction and skipping rows another prune holds: no write waits on it.
 */
export async function pruneIdempotencyKeys(db: Db) {
  const before = new Date(Date.now() - IDEMPOTENCY_KEEP_MS);
  const stale = db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, before), inArray(idempotencyKeys.key, stale)));
}
