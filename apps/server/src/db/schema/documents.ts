import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { editable } from './common.ts';
import { experts } from './experts.ts';
import { files } from './files.ts';
import { categories, languages } from './lookups.ts';

/** Section → chapters (rows) → documents → one file per language. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull().default(''),
    ...editable(),
  },
  (t) => [index('sections_sort_idx').on(t.categoryId, sql`lower(${t.title})`, t.id)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [unique('chapters_position_uq').on(t.sectionId, t.position)],
);

export const sectionDocuments = pgTable(
  'section_documents',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    expertId: integer('expert_id').references(() => experts.id),
  },
  (t) => [unique('section_documents_position_uq').on(t.chapterId, t.position)],
);

export const documentFiles = pgTable(
  'document_files',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => sectionDocuments.id, { onDelete: 'cascade' }),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    fileName: text('file_name')
      .notNull()
      .references(() => files.name),
  },
  (t) => [unique('document_files_language_uq').on(t.documentId, t.languageCode)],
);

export const judicialDocuments = pgTable(
  'judicial_documents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    file: text('file')
      .notNull()
      .references(() => files.name),
    ...editable(),
  },
  (t) => [index('judicial_documents_title_idx').on(sql`lower(${t.title})`)],
);

export const judicialTexts = pgTable(
  'judicial_texts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    ...editable(),
  },
  (t) => [index('judicial_texts_title_idx').on(sql`lower(${t.title})`)],
);
