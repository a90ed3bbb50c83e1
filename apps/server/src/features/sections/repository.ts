import type { TListQuery, TSection, TSectionRow } from '@app/shared';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  chapters,
  documentFiles,
  experts,
  files,
  languages,
  sectionDocuments,
  sections,
} from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';

/** Columns of a list row / the head of a section. */
const sectionHead = {
  id: sections.id,
  category_id: sections.categoryId,
  category_name: categories.name,
  title: sections.title,
  version: sections.version,
};

export type SectionTree = TSection['rows'];

/** Bind parameters per statement stay far below PostgreSQL's 65535. */
const CHUNK = 1000;

async function chunked<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}

export async function findSectionHead(db: Db, id: number): Promise<TSectionRow | null> {
  const [row] = await db
    .select(sectionHead)
    .from(sections)
    .innerJoin(categories, eq(categories.id, sections.categoryId))
    .where(and(eq(sections.id, id), isNull(sections.deletedAt)));
  return row ?? null;
}

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const SECTION_SORTS = ['category_name', 'title', 'id'] as const;

/** GET /api/sections: by category then title, case-insensitively; searched on title and category. */
export function listSections(db: Db, query: TListQuery & { category_id?: number }) {
  const byCategory = sql`lower(${categories.name})`;
  const byTitle = sql`lower(${sections.title})`;
  return listPage({
    query,
    rows: db
      .select(sectionHead)
      .from(sections)
      .innerJoin(categories, eq(categories.id, sections.categoryId))
      .$dynamic(),
    count: db
      .select({ total: count() })
      .from(sections)
      .innerJoin(categories, eq(categories.id, sections.categoryId))
      .$dynamic(),
    where: [isNull(sections.deletedAt), ...equalsFilters([[sections.categoryId, query.category_id]])],
    sorts: {
      // within one category, by title (the documents list reads by category)
      category_name: sql`(${byCategory}, ${byTitle})`,
      title: sql`(${byTitle}, ${byCategory})`,
      id: sections.id,
    } satisfies SortsOf<typeof SECTION_SORTS>,
    defaultSort: 'category_name',
    tiebreak: sections.id,
    search: [sections.title, categories.name],
  });
}

/** The chapters of a section in order, each with its documents in order and their files by language. */
export async function readTree(db: Db, sectionId: number): Promise<SectionTree> {
  const chapterRows = await db
    .select({ id: chapters.id, title: chapters.title, content: chapters.content })
    .from(chapters)
    .where(eq(chapters.sectionId, sectionId))
    .orderBy(asc(chapters.position));
  if (chapterRows.length === 0) return [];
  const documentRows = await db
    .select({
      id: sectionDocuments.id,
      chapterId: sectionDocuments.chapterId,
      title: sectionDocuments.title,
      expertId: sectionDocuments.expertId,
    })
    .from(sectionDocuments)
    .innerJoin(chapters, eq(chapters.id, sectionDocuments.chapterId))
    .where(eq(chapters.sectionId, sectionId))
    .orderBy(asc(sectionDocuments.chapterId), asc(sectionDocuments.position));
  const fileRows = await db
    .select({
      documentId: documentFiles.documentId,
      language: documentFiles.languageCode,
      file: documentFiles.fileName,
    })
    .from(documentFiles)
    .innerJoin(sectionDocuments, eq(sectionDocuments.id, documentFiles.documentId))
    .innerJoin(chapters, eq(chapters.id, sectionDocuments.chapterId))
    .where(eq(chapters.sectionId, sectionId))
    .orderBy(asc(documentFiles.id));

  const filesByDocument = new Map<number, Record<string, string>>();
  for (const row of fileRows) {
    const keyed = filesByDocument.get(row.documentId) ?? {};
    keyed[row.language] = row.file;
    filesByDocument.set(row.documentId, keyed);
  }
  const documentsByChapter = new Map<number, SectionTree[number]['documents']>();
  for (const row of documentRows) {
    const list = documentsByChapter.get(row.chapterId) ?? [];
    list.push({ title: row.title, expert_id: row.expertId, file: filesByDocument.get(row.id) ?? {} });
    documentsByChapter.set(row.chapterId, list);
  }
  return chapterRows.map((c) => ({
    title: c.title,
    content: c.content,
    documents: documentsByChapter.get(c.id) ?? [],
  }));
}

/** Deletes the section's chapters (documents and files go with them) and writes the given tree. */
export async function replaceTree(db: Db, sectionId: number, tree: SectionTree): Promise<void> {
  await db.delete(chapters).where(eq(chapters.sectionId, sectionId));
  if (tree.length === 0) return;
  const insertedChapters = await chunked(
    tree.map((c, position) => ({ sectionId, position, title: c.title, content: c.content })),
    (chunk) => db.insert(chapters).values(chunk).returning({ id: chapters.id, position: chapters.position }),
  );
  const chapterIds = new Map(insertedChapters.map((c) => [c.position, c.id]));

  const documentValues = tree.flatMap((c, chapterPosition) =>
    c.documents.map((d, position) => ({
      chapterId: chapterIds.get(chapterPosition)!,
      position,
      title: d.title,
      expertId: d.expert_id,
    })),
  );
  if (documentValues.length === 0) return;
  const insertedDocuments = await chunked(documentValues, (chunk) =>
    db.insert(sectionDocuments).values(chunk).returning({
      id: sectionDocuments.id,
      chapterId: sectionDocuments.chapterId,
      position: sectionDocuments.position,
    }),
  );
  const documentIds = new Map(insertedDocuments.map((d) => [`${d.chapterId}:${d.position}`, d.id]));

  const fileValues = tree.flatMap((c, chapterPosition) =>
    c.documents.flatMap((d, position) =>
      Object.entries(d.file).map(([languageCode, fileName]) => ({
        documentId: documentIds.get(`${chapterIds.get(chapterPosition)}:${position}`)!,
        languageCode,
        fileName,
      })),
    ),
  );
  if (fileValues.length > 0) {
    await chunked(fileValues, (chunk) =>
      db.insert(documentFiles).values(chunk).returning({ id: documentFiles.id }),
    );
  }
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** Of the given ids, those naming an expert that is not in the trash. */
export async function liveExpertIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(inArray(experts.id, ids), isNull(experts.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function knownLanguages(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(inArray(languages.code, codes));
  return new Set(rows.map((r) => r.code));
}

/** Of the given stored names, those that exist, with their content type. */
export async function storedFiles(db: Db, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ name: files.name, contentType: files.contentType })
    .from(files)
    .where(inArray(files.name, names));
  return new Map(rows.map((r) => [r.name, r.contentType]));
}
