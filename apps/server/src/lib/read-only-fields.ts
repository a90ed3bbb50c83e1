import { MSG } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { EditableTable } from '../db/schema/common.ts';
import { AppError } from './app-error.ts';
import { staleError } from './versioning.ts';

// an instant with its zone: two spellings of one instant are the same value
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal as the wire means them: null and absent alike, instants by time, objects key by key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if ((a ?? null) === (b ?? null)) return true;
  if (typeof a === 'string' && typeof b === 'string') {
    return INSTANT.test(a) && INSTANT.test(b) && Date.parse(a) === Date.parse(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

/**
 * A read-only field may come back in a save only with the value `current` has (the
 * record as its GET answers it; null on a create, where none may be set). Any other value is a 400
 * naming each such field as `<key>.<field>`, never a silent drop.
 */
export function refuseReadOnlyChanges(
  key: string,
  body: object,
  current: object | null,
  fields: readonly string[],
): void {
  const sent = body as Record<string, unknown>;
  const now = (current ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (sent[field] !== undefined && !sameValue(sent[field], now[field])) {
      errors[`${key}.${field}`] = MSG.readOnlyField;
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation', MSG.invalidData, { errors });
}

export interface SaveCheck<T> {
  table: EditableTable;
  id: number;
  /** the wire key of the record: `arbitrator`, `user`, … */
  key: string;
  /** the record as its GET answers it, or null when missing */
  load: () => Promise<T | null | undefined>;
  /** the version the save is based on, when the client gave one */
  expected: number | undefined;
  body: object;
  /** the fields this save does not change; a function when that depends on the record */
  readOnly: readonly string[] | ((current: T) => readonly string[]);
  /** the 404 message, when the record has a more telling one than the default */
  notFoundMessage?: string;
}

/**
 * What an update checks before it writes anything, holding the record's row lock so the record it
 * compares is the one it will change: 404 when missing, 412 with the current record when the save
 * is based on another version (a stale echo shows old read-only values: reloading is the answer,
 * not a field error), then 400 on a changed read-only field. Returns the current record.
 */
export async function checkSave<T extends { version: number }>(tx: Db, check: SaveCheck<T>): Promise<T> {
  const { table, id, key, expected } = check;
  const conditions = [eq(table.id, id), isNull(table.deletedAt)];
  // with the version in the lock's condition, concurrent saves of one version queue on the lock
  // only until the first commits, then all fail at once instead of each holding it in turn
  if (expected !== undefined) conditions.push(eq(table.version, expected));
  const locked = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .for('update');
  const current = await check.load();
  if (!current) throw new AppError('not_found', check.notFoundMessage);
  if (locked.length === 0) throw staleError(key, current);
  const fields = typeof check.readOnly === 'function' ? check.readOnly(current) : check.readOnly;
  refuseReadOnlyChanges(key, check.body, current, fields);
  return current;
}
