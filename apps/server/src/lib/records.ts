import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { EditableTable } from '../db/schema/common.ts';
import type { AuditRecorder } from '../plugins/audit.ts';
import { AppError } from './app-error.ts';
import { checkSave, type SaveCheck } from './read-only-fields.ts';

export type { EditableTable } from '../db/schema/common.ts';

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

const row = (record: unknown) => record as Record<string, unknown>;

export interface VersionedUpdate<T, C = void> extends SaveCheck<T> {
  audit: AuditRecorder;
  /** the audit entity; the wire key when not given */
  entity?: string;
  /** checks that need the current record (references, files), before anything is written; what
   * they answer (e.g. the checked input) is handed to `write` */
  check?: (current: T) => Promise<C>;
  /** the write itself, once the version moved on: the saved record, or nothing to `load` it again */
  write: (current: T, checked: C) => Promise<T> | Promise<void>;
}

/**
 * The one update flow of a versioned record, in the caller's transaction: checkSave (404, 412,
 * read-only fields) under the row lock, the feature's own checks, the version moved on, the write,
 * and the audit row with the record before and after. Returns the saved record.
 */
export async function updateVersioned<T extends { version: number }, C = void>(
  tx: Db,
  update: VersionedUpdate<T, C>,
): Promise<T> {
  const before = await checkSave(tx, update);
  const checked = (await update.check?.(before)) as C;
  // the row is locked and its version checked: the claim only moves the version on
  await claimVersion(tx, update.table, update.id);
  const after = ((await update.write(before, checked)) as T | undefined) ?? (await update.load())!;
  const entity = update.entity ?? update.key;
  update.audit.record({
    entity,
    entityId: update.id,
    action: 'update',
    before: row(before),
    after: row(after),
  });
  return after;
}

export interface TrashDelete<T> {
  table: EditableTable;
  id: number;
  /** the audit entity */
  entity: string;
  /** the record as its GET answers it, or null when missing (a 404) */
  load: () => Promise<T | null | undefined>;
  notFoundMessage?: string;
  /** what may refuse the delete (a 409 while in use), given the current record */
  check?: (current: T) => Promise<void>;
}

/** Moves a record to the trash in the caller's transaction and records its delete audit row. */
export async function trashVersioned<T>(tx: Db, audit: AuditRecorder, del: TrashDelete<T>): Promise<void> {
  const before = await del.load();
  if (!before) throw new AppError('not_found', del.notFoundMessage);
  await del.check?.(before);
  await moveToTrash(tx, del.table, del.id);
  audit.record({ entity: del.entity, entityId: del.id, action: 'delete', before: row(before) });
}
