import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, versioned } from './common.ts';

// Categories and languages are edited by admins (Categorie e lingue): a version for If-Match.
export const categories = pgTable('categories', {
  ...serialId(),
  name: text('name').notNull().unique(),
  ...versioned(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  ...versioned(),
});

export const countries = pgTable('countries', {
  ...serialId(),
  /** ISO 3166-1 alpha-2 */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const profiles = pgTable('profiles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
