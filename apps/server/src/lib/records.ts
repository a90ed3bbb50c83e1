import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

/** A top-level editable record: id, version, updated_at, deleted_at (schema/common.ts). */
export type EditableTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
};

export type ClaimResult = { ok: true; version: number } | { ok: false; reason: 'missing' | 'stale' };

/**
 * Takes the row's lock and moves its version on by one, but only from `expected` when given.
 * Concurrent writers based on the same version: exactly one wins, the others see 'stale'.
 */
export async function claimVersion(
  tx: Db,
  table: EditableTable,
  id: number,
  expected?: number,
): Promise<ClaimResult> {
  const conditions = [eq(table.id, id), isNull(table.deletedAt)];
  if (expected !== undefined) conditions.push(eq(table.version, expected));
  const updated = (await tx
    .update(table)
    .set({ version: sql`${table.version} + 1`, updatedAt: sql`now()` } as never)
    .where(and(...conditions))
    .returning({ version: table.version })) as { version: number }[];
  if (updated.length > 0) return { ok: true, version: updated[0].version };
  if (expected === undefined) return { ok: false, reason: 'missing' };
  const [exists] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  return { ok: false, reason: exists ? 'stale' : 'missing' };
}

/** Moves a record to the trash; 404 when it is not there (or already in the trash). */
export async function moveToTrash(tx: Db, table: EditableTable, id: number): Promise<void> {
  const rows = await tx
    .update(table)
    .set({ deletedAt: sql`now()`, version: sql`${table.version} + 1` } as never)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .returning({ id: table.id });
  if (rows.length === 0) throw new AppError('not_found');
}
