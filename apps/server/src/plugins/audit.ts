import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  /** the record before and after; only the fields that differ are kept */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Collects the audit entries of one write; they are inserted in the write's own transaction. */
export class AuditRecorder {
  readonly entries: AuditEntry[] = [];
  record(entry: AuditEntry) {
    this.entries.push(entry);
  }
}

export type WriteFn<T> = (tx: Db, audit: AuditRecorder) => Promise<T>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs an admin write in one transaction and records its audit entries in it. */
    write<T>(fn: WriteFn<T>): Promise<T>;
  }
}

const IGNORED = new Set(['version', 'updated_at', 'updatedAt', 'created_at', 'createdAt']);

/** JSON with object keys sorted: the same record read twice compares equal whatever its key order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

export function diff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key) || /password|token/i.test(key)) continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (canonical(a) !== canonical(b)) changes[key] = [a, b];
  }
  return changes;
}

/**
 * A save ('update') whose before and after do not differ (a record saved as it was, the global
 * prices sent back unchanged) says nothing happened: it is not logged. Other actions (a confirm,
 * a line assigned by hand, a sign-out) are events and always are, whatever their diff.
 */
const changedNothing = (e: AuditEntry, changes: Record<string, unknown>) =>
  e.action === 'update' && e.before != null && e.after != null && Object.keys(changes).length === 0;

/** Who made a write: the signed-in user and the request, or nobody for the product's own work. */
export interface WriteOrigin {
  actorId: number | null;
  requestId: string | null;
  ip: string | null;
}

/** Runs `fn` in one transaction and records its audit entries in it (req.write, and background work). */
export function writeWithAudit<T>(db: Db, origin: WriteOrigin, fn: WriteFn<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const audit = new AuditRecorder();
    const result = await fn(tx as unknown as Db, audit);
    const rows = audit.entries.flatMap((e) => {
      const changes = diff(e.before, e.after);
      return changedNothing(e, changes)
        ? []
        : [{ ...origin, entity: e.entity, entityId: String(e.entityId), action: e.action, changes }];
    });
    if (rows.length > 0) await tx.insert(auditLog).values(rows);
    return result;
  });
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('write', async function write<
    T,
  >(this: import('fastify').FastifyRequest, fn: WriteFn<T>) {
    return writeWithAudit(app.db, { actorId: this.user?.id ?? null, requestId: this.id, ip: this.ip }, fn);
  });
});
