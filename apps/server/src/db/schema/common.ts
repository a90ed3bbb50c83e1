import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns of every editable top-level record: optimistic version, timestamps, trash. */
export const editable = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
