import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Uploaded files live in the database: nothing from a request reaches the filesystem. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** random, unguessable, with the sniffed extension */
    name: text('name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('files_size_max', sql`${t.size} <= 2097152`)],
);
