import {
  JUDICIAL_READ_ONLY,
  type TJudicialDocument,
  type TJudicialDocumentUpdate,
  type TJudicialText,
  type TJudicialTextUpdate,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judicialDocuments, judicialTexts } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import { checkSave, refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { claimVersion, moveToTrash } from '../../lib/records.ts';
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

export async function createDocument(
  tx: Db,
  audit: AuditRecorder,
  input: TJudicialDocumentUpdate,
): Promise<TJudicialDocument> {
  refuseReadOnlyChanges('judicial_document', input, null, JUDICIAL_READ_ONLY);
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
  const before = await checkSave(tx, {
    table: judicialDocuments,
    id,
    key: 'judicial_document',
    load: () => findDocument(tx, id),
    expected,
    body: input,
    readOnly: JUDICIAL_READ_ONLY,
  });
  await checkFile(tx, input.file);
  // the row is locked and its version checked: the claim only moves the version on
  await claimVersion(tx, judicialDocuments, id);
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
  refuseReadOnlyChanges('judicial_text', input, null, JUDICIAL_READ_ONLY);
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
  const before = await checkSave(tx, {
    table: judicialTexts,
    id,
    key: 'judicial_text',
    load: () => findText(tx, id),
    expected,
    body: input,
    readOnly: JUDICIAL_READ_ONLY,
  });
  // the row is locked and its version checked: the claim only moves the version on
  await claimVersion(tx, judicialTexts, id);
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
