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
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = [a, b];
  }
  return changes;
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('write', async function write<
    T,
  >(this: import('fastify').FastifyRequest, fn: WriteFn<T>) {
    return app.db.transaction(async (tx) => {
      const audit = new AuditRecorder();
      const result = await fn(tx as unknown as Db, audit);
      if (audit.entries.length > 0) {
        await tx.insert(auditLog).values(
          audit.entries.map((e) => ({
            actorId: this.user?.id ?? null,
            entity: e.entity,
            entityId: String(e.entityId),
            action: e.action,
            changes: diff(e.before, e.after),
            requestId: this.id,
            ip: this.ip,
          })),
        );
      }
      return result;
    });
  });
});
