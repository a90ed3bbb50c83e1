import type { TSitePage } from '@app/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, editable, fileRef, live, lower, parentRef, position, ref, serialId } from './common.ts';
import { experts } from './experts.ts';
import { categories, languages } from './lookups.ts';

/** Section → chapters (rows) → documents → one file per language. */
export const sections = pgTable(
  'sections',
  {
    ...serialId(),
    categoryId: ref('category_id', () => categories.id).notNull(),
    title: blankText('title'),
    ...editable(),
  },
  (t) => [index('sections_sort_idx').on(t.categoryId, lower(t.title), t.id)],
);

export const chapters = pgTable(
  'chapters',
  {
    ...serialId(),
    sectionId: parentRef('section_id', () => sections.id),
    position: position(),
    title: blankText('title'),
    content: blankText('content'),
  },
  (t) => [unique('chapters_position_uq').on(t.sectionId, t.position)],
);

export const sectionDocuments = pgTable(
  'section_documents',
  {
    ...serialId(),
    chapterId: parentRef('chapter_id', () => chapters.id),
    position: position(),
    title: blankText('title'),
    expertId: ref('expert_id', () => experts.id),
  },
  (t) => [unique('section_documents_position_uq').on(t.chapterId, t.position)],
);

export const documentFiles = pgTable(
  'document_files',
  {
    ...serialId(),
    documentId: parentRef('document_id', () => sectionDocuments.id),
    languageCode: text('language_code')
      .notNull()
      .references(() => languages.code),
    fileName: fileRef('file_name').notNull(),
  },
  (t) => [unique('document_files_language_uq').on(t.documentId, t.languageCode)],
);

export const judicialDocuments = pgTable(
  'judicial_documents',
  {
    ...serialId(),
    title: text('title').notNull(),
    file: fileRef('file').notNull(),
    ...editable(),
  },
  (t) => [index('judicial_documents_title_idx').on(lower(t.title))],
);

export const judicialTexts = pgTable(
  'judicial_texts',
  {
    ...serialId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    ...editable(),
    /** the member site's legal page it is published as (privacy, terms); null: not published */
    sitePage: text('site_page').$type<TSitePage>(),
    /** the published page's English title and text; null: the Italian shows */
    titleEn: text('title_en'),
    contentEn: text('content_en'),
  },
  (t) => [
    index('judicial_texts_title_idx').on(lower(t.title)),
    // one live text per page; a trashed one keeps its page, and its restore is refused while taken
    uniqueIndex('judicial_texts_site_page_uq').on(t.sitePage).where(live(t)),
    check('judicial_texts_site_page_ck', sql`${t.sitePage} in ('privacy', 'terms')`),
  ],
);
