import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// Categories and languages are edited by admins (Categorie e lingue): a version for If-Match.
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  version: integer('version').notNull().default(1),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2 */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const profiles = pgTable('profiles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
