import rateLimit from '@fastify/rate-limit';
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Db } from '../db/client.ts';
import { publicWriteHits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';
import { inTurn } from './turns.ts';

/**
 * Limits of the public routes per client address (`req.ip`: TRUST_PROXY decides whether
 * X-Forwarded-For is believed). Writes are counted in the database, so every instance shares the
 * count; quotes and reads in this process only. docs/decisions/0023-public-booking.md.
 */
export const PUBLIC_WINDOW_MS = 10 * 60 * 1000;
/** quotes and reads: this many times PUBLIC_WRITE_LIMIT */
export const READ_LIMIT_FACTOR = 10;
/**
 * The counters of public writes: `public_write` per client address (bookings, arbitrator
 * applications and an order's payment switches share it), `order_payment` per order (its payment
 * switches, from whatever addresses: each one opens or expires a Stripe Checkout Session).
 */
export type PublicBucket = 'public_write' | 'order_payment';

/** What a 429 of each bucket says, before "riprovare tra N minuti". */
const TOO_MANY: Record<PublicBucket, string> = {
  public_write: 'Troppe richieste da questo indirizzo',
  order_payment: 'Troppi cambi del metodo di pagamento per questo ordine',
};

// an advisory lock namespace of its own (login-limits.ts uses 7301 and 7302)
const BUCKET_LOCK = 7303;
// rows removed per prune at most, a prune every 10 s at most per process: a backlog is cleared in
// steps and no claim waits long
const PRUNE_BATCH = 200;
const PRUNE_EVERY_MS = 10_000;
let lastPrune = 0;

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} ${m === 1 ? 'minuto' : 'minuti'}`;
};

/** 429 in Italian, with Retry-After in seconds. */
export function tooManyRequests(retryAfter: number, what = TOO_MANY.public_write): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new AppError(
    'rate_limited',
    `${what}: riprovare tra ${minutes(seconds)}`,
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Counts one public write of `address` in `bucket`, or refuses it with 429 when `limit` were
 * counted in the window. Check and count in one short transaction under an advisory lock on the
 * (bucket, address) pair, as the sign-in limits do: parallel requests cannot all pass the check
 * before any is counted. Refused requests are not counted (a flood stays refused, never longer).
 */
export async function claimPublicWrite(
  db: Db,
  bucket: PublicBucket,
  address: string,
  limit: number,
): Promise<void> {
  await inTurn(`limit ${bucket} ${address}`, () => claim(db, bucket, address, limit));
}

async function claim(db: Db, bucket: PublicBucket, address: string, limit: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BUCKET_LOCK}, hashtext(${`${bucket} ${address}`}))`);
    const now = Date.now();
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      await prune(tx, new Date(now - PUBLIC_WINDOW_MS));
    }
    const [hits] = await tx
      .select({ n: count(), oldest: min(publicWriteHits.createdAt) })
      .from(publicWriteHits)
      .where(
        and(
          eq(publicWriteHits.bucket, bucket),
          eq(publicWriteHits.address, address),
          gt(publicWriteHits.createdAt, new Date(now - PUBLIC_WINDOW_MS)),
        ),
      );
    if (hits.n >= limit) {
      const oldest = hits.oldest ? new Date(hits.oldest).getTime() : now;
      throw tooManyRequests((oldest + PUBLIC_WINDOW_MS - now) / 1000, TOO_MANY[bucket]);
    }
    await tx.insert(publicWriteHits).values({ bucket, address });
  });
}

async function prune(tx: Db, before: Date) {
  const stale = tx
    .select({ id: publicWriteHits.id })
    .from(publicWriteHits)
    .where(lt(publicWriteHits.createdAt, before))
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await tx.delete(publicWriteHits).where(inArray(publicWriteHits.id, stale));
}

/**
 * Claims run at most half the pool's connections at a time; the others wait here, in memory: a
 * burst of hundreds of writes must not hold the whole pool (whose 2-second wait answers 503).
 */
const claimSlots = new WeakMap<Db, LimitFunction>();

/** Counts one write under `key` in `bucket` (PUBLIC_WRITE_LIMIT per window), or refuses it with 429. */
async function claimInSlots(req: FastifyRequest, bucket: PublicBucket, key: string) {
  const { db, config } = req.server;
  let slots = claimSlots.get(db);
  if (!slots) {
    slots = pLimit(Math.max(1, Math.floor(config.dbPoolSize / 2)));
    claimSlots.set(db, slots);
  }
  await slots(() => claimPublicWrite(db, bucket, key, config.publicWriteLimit));
}

/** An onRequest hook counting public writes of the client address in the database. */
export const publicWriteLimit = (bucket: PublicBucket) => async (req: FastifyRequest) => {
  await claimInSlots(req, bucket, req.ip);
};

/** Counts a switch of an order's payment method against that order, whoever sends it. */
export const claimOrderPaymentSwitch = (req: FastifyRequest, orderId: number) =>
  claimInSlots(req, 'order_payment', `order ${orderId}`);

/**
 * In-process limiters for quotes and reads (a fixed window per address, @fastify/rate-limit's
 * memory store): registers the plugin in `scope` and returns a hook maker; each hook made counts
 * on its own. Behind several instances an address gets this much from each of them.
 */
export async function inProcessLimits(scope: FastifyInstance) {
  await scope.register(rateLimit, { global: false });
  return (max: number) => {
    const check = scope.createRateLimit({ max, timeWindow: PUBLIC_WINDOW_MS });
    return async (req: FastifyRequest): Promise<void> => {
      const result = await check(req);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    };
  };
}
