import {
  LOOKUP_MSG,
  type TCategory,
  type TCategorySave,
  type TLanguage,
  type TLanguageSave,
  type TLanguageUpdate,
} from '@app/shared';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  chapters,
  documentFiles,
  languages,
  sectionDocuments,
  sections,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { staleError } from '../../lib/versioning.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

/**
 * Categories and languages (Categorie e lingue). Small reference rows without a trash: a delete is
 * final, so one still used — even by a section in the trash, which the foreign key keeps — is a 409.
 */
const categoryColumns = { id: categories.id, name: categories.name, version: categories.version };
const languageColumns = { code: languages.code, name: languages.name, version: languages.version };

const conflict = (field: string, message: string) =>
  new AppError('conflict', message, { errors: { [field]: message } });

async function categoryNameTaken(tx: Db, name: string, exceptId?: number): Promise<boolean> {
  const same = sql`lower(${categories.name}) = lower(${name})`;
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId === undefined ? same : and(same, ne(categories.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

async function languageNameTaken(tx: Db, name: string, exceptCode?: string): Promise<boolean> {
  const same = sql`lower(${languages.name}) = lower(${name})`;
  const rows = await tx
    .select({ code: languages.code })
    .from(languages)
    .where(exceptCode === undefined ? same : and(same, ne(languages.code, exceptCode)))
    .limit(1);
  return rows.length > 0;
}

export async function createCategory(tx: Db, audit: AuditRecorder, input: TCategorySave): Promise<TCategory> {
  refuseReadOnlyChanges('category', input, null, ['id']);
  if (await categoryNameTaken(tx, input.name)) throw conflict('category.name', LOOKUP_MSG.categoryExists);
  // a concurrent create of the same name loses on the unique index without aborting the transaction
  const [saved] = await tx
    .insert(categories)
    .values({ name: input.name })
    .onConflictDoNothing()
    .returning(categoryColumns);
  if (!saved) throw conflict('category.name', LOOKUP_MSG.categoryExists);
  audit.record({ entity: 'category', entityId: saved.id, action: 'create', after: saved });
  return saved;
}

/** The row, locked for the rest of the transaction; 404 when missing, 412 when based on another version. */
async function lockCategory(tx: Db, id: number, expected: number | undefined): Promise<TCategory> {
  const [current] = await tx
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.id, id))
    .for('update');
  if (!current) throw new AppError('not_found');
  if (expected !== undefined && current.version !== expected) throw staleError('category', current);
  return current;
}

export async function updateCategory(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TCategorySave,
  expected: number | undefined,
): Promise<TCategory> {
  const before = await lockCategory(tx, id, expected);
  refuseReadOnlyChanges('category', input, before, ['id']);
  if (await categoryNameTaken(tx, input.name, id)) throw conflict('category.name', LOOKUP_MSG.categoryExists);
  const [saved] = await tx
    .update(categories)
    .set({ name: input.name, version: sql`${categories.version} + 1` })
    .where(eq(categories.id, id))
    .returning(categoryColumns);
  audit.record({ entity: 'category', entityId: id, action: 'update', before, after: saved });
  return saved;
}

export async function deleteCategory(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  // locked first: a section saved meanwhile with this category is counted, or waits for the delete
  const before = await lockCategory(tx, id, undefined);
  const [used] = await tx
    .select({ total: count(), trashed: count(sections.deletedAt) })
    .from(sections)
    .where(eq(sections.categoryId, id));
  if (used.total > 0) throw new AppError('conflict', LOOKUP_MSG.categoryInUse(used.total, used.trashed));
  await tx.delete(categories).where(eq(categories.id, id));
  audit.record({ entity: 'category', entityId: id, action: 'delete', before });
}

export async function createLanguage(tx: Db, audit: AuditRecorder, input: TLanguageSave): Promise<TLanguage> {
  if (await languageNameTaken(tx, input.name)) throw conflict('language.name', LOOKUP_MSG.languageNameExists);
  const [saved] = await tx
    .insert(languages)
    .values({ code: input.code, name: input.name })
    .onConflictDoNothing()
    .returning(languageColumns);
  if (!saved) throw conflict('language.code', LOOKUP_MSG.languageExists);
  audit.record({ entity: 'language', entityId: saved.code, action: 'create', after: saved });
  return saved;
}

async function lockLanguage(tx: Db, code: string, expected: number | undefined): Promise<TLanguage> {
  const [current] = await tx
    .select(languageColumns)
    .from(languages)
    .where(eq(languages.code, code))
    .for('update');
  if (!current) throw new AppError('not_found');
  if (expected !== undefined && current.version !== expected) throw staleError('language', current);
  return current;
}

export async function updateLanguage(
  tx: Db,
  audit: AuditRecorder,
  code: string,
  input: TLanguageUpdate,
  expected: number | undefined,
): Promise<TLanguage> {
  const before = await lockLanguage(tx, code, expected);
  // the code is the language's identity (document files point at it): it may only come back unchanged
  refuseReadOnlyChanges('language', input, before, ['code']);
  if (await languageNameTaken(tx, input.name, code))
    throw conflict('language.name', LOOKUP_MSG.languageNameExists);
  const [saved] = await tx
    .update(languages)
    .set({ name: input.name, version: sql`${languages.version} + 1` })
    .where(eq(languages.code, code))
    .returning(languageColumns);
  audit.record({ entity: 'language', entityId: code, action: 'update', before, after: saved });
  return saved;
}

export async function deleteLanguage(tx: Db, audit: AuditRecorder, code: string): Promise<void> {
  const before = await lockLanguage(tx, code, undefined);
  const [used] = await tx
    .select({ total: count(), trashed: count(sections.deletedAt) })
    .from(documentFiles)
    .innerJoin(sectionDocuments, eq(sectionDocuments.id, documentFiles.documentId))
    .innerJoin(chapters, eq(chapters.id, sectionDocuments.chapterId))
    .innerJoin(sections, eq(sections.id, chapters.sectionId))
    .where(eq(documentFiles.languageCode, code));
  if (used.total > 0) throw new AppError('conflict', LOOKUP_MSG.languageInUse(used.total, used.trashed));
  await tx.delete(languages).where(eq(languages.code, code));
  audit.record({ entity: 'language', entityId: code, action: 'delete', before });
}
