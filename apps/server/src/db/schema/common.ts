import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  type PgColumn,
  type PgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';

/*
 * Column helpers shared by the tables. Each call builds new columns: spread the groups
 * (`...serialId()`, `...editable()`) and call the single builders, in the column order of the
 * committed migrations (drizzle-kit generate must find nothing to change).
 */

type Target = () => AnyPgColumn;
type OnDelete = 'cascade' | 'set null';

/** timestamp with time zone, the only kind of timestamp the schema uses. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** A NOT NULL time the database sets to now() on insert. */
export const stampedAt = <N extends string>(name: N) => timestamptz(name).notNull().defaultNow();

/** A NOT NULL text that is '' when not given. */
export const blankText = <N extends string>(name: N) => text(name).notNull().default('');

/** An integer foreign key (nullable: chain .notNull() when required). */
export const ref = <N extends string>(name: N, target: Target, onDelete?: OnDelete) =>
  integer(name).references(target, { onDelete });

/** The owner row of a child row: NOT NULL, and the child is deleted with it. */
export const parentRef = <N extends string>(name: N, target: Target) =>
  ref(name, target, 'cascade').notNull();

/** A stored file (files.name): an image, a curriculum, a document. */
export const fileRef = <N extends string>(name: N) => text(name).references(() => files.name);

/** The order of a child row among its siblings. */
export const position = () => integer('position').notNull();

/** The serial primary key. */
export const serialId = () => ({ id: serial('id').primaryKey() });

/** The optimistic version a client sends back in If-Match. */
export const versioned = () => ({ version: integer('version').notNull().default(1) });

export const created = () => ({ createdAt: stampedAt('created_at') });

export const timestamps = () => ({ ...created(), updatedAt: stampedAt('updated_at') });

/** Columns of every editable top-level record: optimistic version, timestamps, trash. */
export const editable = () => ({
  ...versioned(),
  ...timestamps(),
  deletedAt: timestamptz('deleted_at'),
});

/** A single-use secret sent to a user (only its sha256 is kept): id, owner and hash. */
export const userToken = (users: Target) => ({
  ...serialId(),
  userId: parentRef('user_id', users),
  tokenHash: text('token_hash').notNull().unique(),
});

/** When a single-use token was issued, when it expires and when it was used. */
export const expiring = () => ({
  ...created(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** lower(column): the key of case-insensitive sort and search indexes. */
export const lower = (column: SQLWrapper) => sql`lower(${column})`;

/** lower(f_unaccent(column)): accent- and case-folded, as the lists sort and search. */
export const folded = (column: SQLWrapper) => sql`lower(f_unaccent(${column}))`;

/** The condition of partial indexes over live rows (not in the trash). */
export const live = (t: { deletedAt: SQLWrapper }) => sql`${t.deletedAt} is null`;

/**
 * A top-level editable record: id, version, updated_at, deleted_at (editable() above). Declared
 * beside the columns, so lib/records.ts and lib/read-only-fields.ts both read it from here.
 */
export type EditableTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
};
