import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { created } from './common.ts';

/** One row per admin write: who, what entity and id, action, when, changed fields. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** field → [old, new] */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    requestId: text('request_id'),
    ip: text('ip'),
    ...created(),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_created_idx').on(t.createdAt),
    index('audit_actor_idx').on(t.actorId, t.createdAt),
  ],
);
