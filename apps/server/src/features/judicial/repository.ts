import type { TJudicialDocument, TJudicialText } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, judicialDocuments, judicialTexts } from '../../db/schema/index.ts';

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

/** The stored file's content type, or null when no file has that name. */
export async function storedFileType(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ contentType: files.contentType }).from(files).where(eq(files.name, name));
  return row?.contentType ?? null;
}
