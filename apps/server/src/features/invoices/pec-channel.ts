import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sdiPecChannel } from '../../db/schema/index.ts';

/** The PEC channel's single row: its state for the settings page, and the inbox reader's lease. */

const ONE = eq(sdiPecChannel.id, 1);

/** The row exists from the first use on (a demo seed or a restore may have emptied the table). */
export async function ensureChannel(db: Db) {
  await db.insert(sdiPecChannel).values({ id: 1 }).onConflictDoNothing();
}

/** The channel's row; before its first use, an empty one (reading writes nothing). */
export async function readChannel(db: Db): Promise<typeof sdiPecChannel.$inferSelect> {
  const [row] = await db.select().from(sdiPecChannel).where(ONE);
  return (
    row ?? {
      id: 1,
      sdiAddress: null,
      lastSentAt: null,
      sendError: null,
      sendErrorAt: null,
      lastReadAt: null,
      readError: null,
      readErrorAt: null,
      readStartedAt: null,
      readLockedUntil: null,
      uidValidity: null,
      lastUid: 0,
      updatedAt: new Date(0),
    }
  );
}

export async function noteSent(db: Db) {
  await ensureChannel(db);
  await db
    .update(sdiPecChannel)
    .set({ lastSentAt: new Date(), sendError: null, sendErrorAt: null, updatedAt: new Date() })
    .where(ONE);
}

export async function noteSendError(db: Db, error: string) {
  await ensureChannel(db);
  await db
    .update(sdiPecChannel)
    .set({ sendError: error, sendErrorAt: new Date(), updatedAt: new Date() })
    .where(ONE);
}

/** The SdI answers from a PEC address of its own: further invoices go there. */
export async function learnSdiAddress(db: Db, address: string) {
  await db
    .update(sdiPecChannel)
    .set({ sdiAddress: address, updatedAt: new Date() })
    .where(sql`${ONE} AND ${sdiPecChannel.sdiAddress} IS DISTINCT FROM ${address}`);
}

/** Where the next invoice goes: the address SdI answered from, else the configured one. */
export async function sdiAddress(db: Db, configured: string): Promise<string> {
  const [row] = await db.select({ address: sdiPecChannel.sdiAddress }).from(sdiPecChannel).where(ONE);
  return row?.address ?? configured;
}

export interface ReadClaim {
  uidValidity: string | null;
  lastUid: number;
}

/**
 * One instance reads the inbox at a time, and no more often than every `pollMs` across
 * instances: the claim takes a lease (for a reader that dies) and stamps when reading started.
 */
export async function claimRead(db: Db, pollMs: number, leaseMs: number): Promise<ReadClaim | null> {
  await ensureChannel(db);
  const rows = await db
    .update(sdiPecChannel)
    .set({
      readLockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      readStartedAt: sql`now()`,
    })
    .where(
      sql`${ONE}
        AND (${sdiPecChannel.readLockedUntil} IS NULL OR ${sdiPecChannel.readLockedUntil} < now())
        AND (${sdiPecChannel.readStartedAt} IS NULL
          OR ${sdiPecChannel.readStartedAt} <= now() - make_interval(secs => ${pollMs / 2000}))`,
    )
    .returning({ uidValidity: sdiPecChannel.uidValidity, lastUid: sdiPecChannel.lastUid });
  return rows[0] ?? null;
}

/** Where the reading got to, and the error that stopped it if one did. */
export async function finishRead(
  db: Db,
  done: { uidValidity: string | null; lastUid: number; error: string | null },
) {
  await db
    .update(sdiPecChannel)
    .set({
      uidValidity: done.uidValidity,
      lastUid: done.lastUid,
      readLockedUntil: null,
      updatedAt: new Date(),
      ...(done.error
        ? { readError: done.error, readErrorAt: new Date() }
        : { lastReadAt: new Date(), readError: null, readErrorAt: null }),
    })
    .where(ONE);
}

/** The reader's position is moved as it goes, so a reader that dies does not read twice. */
export async function advanceRead(db: Db, uidValidity: string, lastUid: number) {
  await db.update(sdiPecChannel).set({ uidValidity, lastUid }).where(ONE);
}
