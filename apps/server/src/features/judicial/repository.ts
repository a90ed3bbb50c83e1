import type { TJudicialDocument, TJudicialText, TListQuery, TSitePage } from '@app/shared';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, judicialDocuments, judicialTexts } from '../../db/schema/index.ts';
import { listPage, type SortsOf } from '../../lib/list.ts';

export const documentColumns = {
  id: judicialDocuments.id,
  title: judicialDocuments.title,
  file: judicialDocuments.file,
  version: judicialDocuments.version,
};

export const textColumns = {
  id: judicialTexts.id,
  title: judicialTexts.title,
  content: judicialTexts.content,
  site_page: judicialTexts.sitePage,
  title_en: judicialTexts.titleEn,
  content_en: judicialTexts.contentEn,
  version: judicialTexts.version,
};

export async function findDocument(db: Db, id: number): Promise<TJudicialDocument | null> {
  const [row] = await db
    .select(documentColumns)
    .from(judicialDocuments)
    .where(and(eq(judicialDocuments.id, id), isNull(judicialDocuments.deletedAt)));
  return row ?? null;
}

export async function findText(db: Db, id: number): Promise<TJudicialText | null> {
  const [row] = await db
    .select(textColumns)
    .from(judicialTexts)
    .where(and(eq(judicialTexts.id, id), isNull(judicialTexts.deletedAt)));
  return row ?? null;
}

/** Whether another live text is published as `page` (the unique index is the last word). */
export async function sitePageTaken(db: Db, page: TSitePage, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: judicialTexts.id })
    .from(judicialTexts)
    .where(
      and(
        eq(judicialTexts.sitePage, page),
        isNull(judicialTexts.deletedAt),
        exceptId === null ? undefined : ne(judicialTexts.id, exceptId),
      ),
    );
  return row !== undefined;
}

/** What the lists of documents and texts sort by: their query schemas admit these only. */
export const JUDICIAL_SORTS = ['id', 'title'] as const;

/** GET /api/judicial_documents: in creation order by default, searched on the title. */
export function listDocuments(db: Db, query: TListQuery) {
  return listPage({
    query,
    rows: db.select(documentColumns).from(judicialDocuments).$dynamic(),
    count: db.select({ total: count() }).from(judicialDocuments).$dynamic(),
    where: [isNull(judicialDocuments.deletedAt)],
    sorts: {
      id: judicialDocuments.id,
      title: sql`lower(${judicialDocuments.title})`,
    } satisfies SortsOf<typeof JUDICIAL_SORTS>,
    defaultSort: 'id',
    tiebreak: judicialDocuments.id,
    search: [judicialDocuments.title],
  });
}

/** GET /api/judicial_texts: in creation order by default, searched on title and content. */
export function listTexts(db: Db, query: TListQuery) {
  return listPage({
    query,
    rows: db.select(textColumns).from(judicialTexts).$dynamic(),
    count: db.select({ total: count() }).from(judicialTexts).$dynamic(),
    where: [isNull(judicialTexts.deletedAt)],
    sorts: {
      id: judicialTexts.id,
      title: sql`lower(${judicialTexts.title})`,
    } satisfies SortsOf<typeof JUDICIAL_SORTS>,
    defaultSort: 'id',
    tiebreak: judicialTexts.id,
    search: [judicialTexts.title, judicialTexts.content],
  });
}

/** The stored file's content type, or null when no file has that name. */
export async function storedFileType(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ contentType: files.contentType }).from(files).where(eq(files.name, name));
  return row?.contentType ?? null;
}
