import type { TMemberDocuments } from '@app/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  chapters,
  documentFiles,
  experts,
  judicialDocuments,
  judicialTexts,
  languages,
  sectionDocuments,
  sections,
} from '../../db/schema/index.ts';

/** The site speaks Italian: a document's Italian file comes first, then the others by language name. */
const FIRST_LANGUAGE = 'it';

const fileUrl = (name: string) => `/api/member/files/${encodeURIComponent(name)}`;

/** What members read: the live sections with their chapters and documents, and the document area. */
export async function memberDocuments(db: Db): Promise<TMemberDocuments> {
  const sectionRows = await db
    .select({ id: sections.id, title: sections.title, category: categories.name })
    .from(sections)
    .innerJoin(categories, eq(categories.id, sections.categoryId))
    .where(isNull(sections.deletedAt))
    .orderBy(asc(categories.name), asc(sql`lower(${sections.title})`), asc(sections.id));
  const sectionIds = sectionRows.map((s) => s.id);
  const chapterRows = sectionIds.length
    ? await db
        .select()
        .from(chapters)
        .where(inArray(chapters.sectionId, sectionIds))
        .orderBy(asc(chapters.sectionId), asc(chapters.position))
    : [];
  const chapterIds = chapterRows.map((c) => c.id);
  const documentRows = chapterIds.length
    ? await db
        .select({
          id: sectionDocuments.id,
          chapterId: sectionDocuments.chapterId,
          title: sectionDocuments.title,
          expertName: experts.name,
          expertSurname: experts.surname,
        })
        .from(sectionDocuments)
        .leftJoin(experts, and(eq(experts.id, sectionDocuments.expertId), isNull(experts.deletedAt)))
        .where(inArray(sectionDocuments.chapterId, chapterIds))
        .orderBy(asc(sectionDocuments.chapterId), asc(sectionDocuments.position))
    : [];
  const documentIds = documentRows.map((d) => d.id);
  const fileRows = documentIds.length
    ? await db
        .select({
          documentId: documentFiles.documentId,
          language: documentFiles.languageCode,
          languageName: languages.name,
          fileName: documentFiles.fileName,
        })
        .from(documentFiles)
        .innerJoin(languages, eq(languages.code, documentFiles.languageCode))
        .where(inArray(documentFiles.documentId, documentIds))
        .orderBy(
          asc(documentFiles.documentId),
          asc(sql`(${documentFiles.languageCode} <> ${FIRST_LANGUAGE})`),
          asc(languages.name),
        )
    : [];

  const filesOf = groupBy(fileRows, (f) => f.documentId);
  const documentsOf = groupBy(documentRows, (d) => d.chapterId);
  const chaptersOf = groupBy(chapterRows, (c) => c.sectionId);
  const judicialDocumentRows = await db
    .select({ id: judicialDocuments.id, title: judicialDocuments.title, file: judicialDocuments.file })
    .from(judicialDocuments)
    .where(isNull(judicialDocuments.deletedAt))
    .orderBy(asc(sql`lower(${judicialDocuments.title})`));
  const judicialTextRows = await db
    .select({ id: judicialTexts.id, title: judicialTexts.title, content: judicialTexts.content })
    .from(judicialTexts)
    .where(isNull(judicialTexts.deletedAt))
    .orderBy(asc(sql`lower(${judicialTexts.title})`));

  return {
    sections: sectionRows.map((s) => ({
      id: s.id,
      category: s.category,
      title: s.title,
      chapters: (chaptersOf.get(s.id) ?? []).map((c) => ({
        id: c.id,
        title: c.title,
        content: c.content,
        documents: (documentsOf.get(c.id) ?? []).map((d) => ({
          id: d.id,
          title: d.title,
          expert: d.expertName === null ? null : `${d.expertName} ${d.expertSurname}`.trim(),
          files: (filesOf.get(d.id) ?? []).map((f) => ({
            language: f.language,
            language_name: f.languageName,
            url: fileUrl(f.fileName),
          })),
        })),
      })),
    })),
    judicial_documents: judicialDocumentRows.map((j) => ({ id: j.id, title: j.title, url: fileUrl(j.file) })),
    judicial_texts: judicialTextRows,
  };
}

/** Whether a stored file is one members may read: a live section document's or the document area's. */
export async function isMemberFile(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(documentFiles)
    .innerJoin(sectionDocuments, eq(sectionDocuments.id, documentFiles.documentId))
    .innerJoin(chapters, eq(chapters.id, sectionDocuments.chapterId))
    .innerJoin(sections, and(eq(sections.id, chapters.sectionId), isNull(sections.deletedAt)))
    .where(eq(documentFiles.fileName, name))
    .limit(1);
  if (row) return true;
  const [judicial] = await db
    .select({ one: sql<number>`1` })
    .from(judicialDocuments)
    .where(and(eq(judicialDocuments.file, name), isNull(judicialDocuments.deletedAt)))
    .limit(1);
  return Boolean(judicial);
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
