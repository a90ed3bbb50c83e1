import type {
  TJudicialDocument,
  TJudicialDocumentUpdate,
  TJudicialText,
  TJudicialTextUpdate,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judicialDocuments, judicialTexts } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { claimVersion, moveToTrash } from '../../lib/records.ts';
import { staleError } from '../../lib/versioning.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { documentColumns, findDocument, findText, storedFileType, textColumns } from './repository.ts';

/** The file must be an uploaded document (pdf, doc, docx): checked before any write. */
async function checkFile(db: Db, name: string) {
  const type = await storedFileType(db, name);
  if (type === null) throw fieldError('judicial_document.file', 'File inesistente');
  if (type.startsWith('image/')) {
    throw fieldError('judicial_document.file', 'Il file deve essere un pdf, doc o docx');
  }
}

/** 404 when missing, 412 with the current record when `expected` is behind. */
async function claim(
  tx: Db,
  table: typeof judicialDocuments | typeof judicialTexts,
  id: number,
  expected: number | undefined,
  current: () => Promise<unknown>,
  key: string,
) {
  const result = await claimVersion(tx, table, id, expected);
  if (result.ok) return;
  if (result.reason === 'missing') throw notFound();
  throw staleError(key, await current());
}

export async function createDocument(
  tx: Db,
  audit: AuditRecorder,
  input: TJudicialDocumentUpdate,
): Promise<TJudicialDocument> {
  await checkFile(tx, input.file);
  const [saved] = await tx
    .insert(judicialDocuments)
    .values({ title: input.title, file: input.file })
    .returning(documentColumns);
  audit.record({ entity: 'judicial_document', entityId: saved.id, action: 'create', after: saved });
  return saved;
}

export async function updateDocument(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TJudicialDocumentUpdate,
  expected: number | undefined,
): Promise<TJudicialDocument> {
  const before = await findDocument(tx, id);
  await claim(tx, judicialDocuments, id, expected, () => findDocument(tx, id), 'judicial_document');
  await checkFile(tx, input.file);
  const [saved] = await tx
    .update(judicialDocuments)
    .set({ title: input.title, file: input.file })
    .where(eq(judicialDocuments.id, id))
    .returning(documentColumns);
  audit.record({ entity: 'judicial_document', entityId: id, action: 'update', before, after: saved });
  return saved;
}

export async function deleteDocument(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  const before = await findDocument(tx, id);
  await moveToTrash(tx, judicialDocuments, id);
  audit.record({ entity: 'judicial_document', entityId: id, action: 'delete', before });
}

export async function createText(
  tx: Db,
  audit: AuditRecorder,
  input: TJudicialTextUpdate,
): Promise<TJudicialText> {
  const [saved] = await tx
    .insert(judicialTexts)
    .values({ title: input.title, content: input.content })
    .returning(textColumns);
  audit.record({ entity: 'judicial_text', entityId: saved.id, action: 'create', after: saved });
  return saved;
}

export async function updateText(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TJudicialTextUpdate,
  expected: number | undefined,
): Promise<TJudicialText> {
  const before = await findText(tx, id);
  await claim(tx, judicialTexts, id, expected, () => findText(tx, id), 'judicial_text');
  const [saved] = await tx
    .update(judicialTexts)
    .set({ title: input.title, content: input.content })
    .where(eq(judicialTexts.id, id))
    .returning(textColumns);
  audit.record({ entity: 'judicial_text', entityId: id, action: 'update', before, after: saved });
  return saved;
}

export async function deleteText(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  const before = await findText(tx, id);
  await moveToTrash(tx, judicialTexts, id);
  audit.record({ entity: 'judicial_text', entityId: id, action: 'delete', before });
}
