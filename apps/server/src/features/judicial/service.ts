import {
  JUDICIAL_READ_ONLY,
  SITE_PAGE_MSG,
  type TJudicialDocument,
  type TJudicialDocumentUpdate,
  type TJudicialText,
  type TJudicialTextUpdate,
  type TSitePage,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judicialDocuments, judicialTexts } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { refuseReadOnlyChanges } from '../../lib/read-only-fields.ts';
import { trashVersioned, updateVersioned } from '../../lib/records.ts';
import { uniqueOr } from '../../lib/unique-violation.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import {
  documentColumns,
  findDocument,
  findText,
  sitePageTaken,
  storedFileType,
  textColumns,
} from './repository.ts';

/** The file must be an uploaded document (pdf, doc, docx): checked before any write. */
async function checkFile(db: Db, name: string) {
  const type = await storedFileType(db, name);
  if (type === null) throw fieldError('judicial_document.file', 'File inesistente');
  if (type.startsWith('image/')) {
    throw fieldError('judicial_document.file', 'Il file deve essere un pdf, doc o docx');
  }
}

const documentRecord = (tx: Db, id: number) => ({
  table: judicialDocuments,
  id,
  key: 'judicial_document',
  load: () => findDocument(tx, id),
});
const textRecord = (tx: Db, id: number) => ({
  table: judicialTexts,
  id,
  key: 'judicial_text',
  load: () => findText(tx, id),
});

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

export function updateDocument(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TJudicialDocumentUpdate,
  expected: number | undefined,
): Promise<TJudicialDocument> {
  return updateVersioned(tx, {
    ...documentRecord(tx, id),
    audit,
    expected,
    body: input,
    readOnly: JUDICIAL_READ_ONLY,
    check: () => checkFile(tx, input.file),
    write: async () => {
      const [saved] = await tx
        .update(judicialDocuments)
        .set({ title: input.title, file: input.file })
        .where(eq(judicialDocuments.id, id))
        .returning(documentColumns);
      return saved;
    },
  });
}

export function deleteDocument(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  return trashVersioned(tx, audit, { ...documentRecord(tx, id), entity: 'judicial_document' });
}

const pageTaken = (page: TSitePage) =>
  new AppError('conflict', SITE_PAGE_MSG.taken(page), {
    errors: { 'judicial_text.site_page': SITE_PAGE_MSG.taken(page) },
  });

/** A page is one live text's: another one claiming it is a 409 (decision 0029). */
async function checkSitePage(tx: Db, page: TSitePage | null | undefined, id: number | null) {
  if (page && (await sitePageTaken(tx, page, id))) throw pageTaken(page);
}

/** Two saves claiming the same page at once: the unique index stops the second, answered as a 409. */
const guarded = <T>(page: TSitePage | null | undefined, write: () => Promise<T>) =>
  page ? uniqueOr(write, () => pageTaken(page)) : write();

export async function createText(
  tx: Db,
  audit: AuditRecorder,
  input: TJudicialTextUpdate,
): Promise<TJudicialText> {
  refuseReadOnlyChanges('judicial_text', input, null, JUDICIAL_READ_ONLY);
  // a client that does not know the site's pages publishes nothing
  const sitePage = input.site_page ?? null;
  await checkSitePage(tx, sitePage, null);
  const [saved] = await guarded(sitePage, () =>
    tx
      .insert(judicialTexts)
      .values({
        title: input.title,
        content: input.content,
        sitePage,
        titleEn: input.title_en ?? null,
        contentEn: input.content_en ?? null,
      })
      .returning(textColumns),
  );
  audit.record({ entity: 'judicial_text', entityId: saved.id, action: 'create', after: saved });
  return saved;
}

export function updateText(
  tx: Db,
  audit: AuditRecorder,
  id: number,
  input: TJudicialTextUpdate,
  expected: number | undefined,
): Promise<TJudicialText> {
  return updateVersioned(tx, {
    ...textRecord(tx, id),
    audit,
    expected,
    body: input,
    readOnly: JUDICIAL_READ_ONLY,
    check: () => checkSitePage(tx, input.site_page, id),
    write: async () => {
      // site_page or the English ones left out (a SPEC client): as they were (an undefined is no SET)
      const [saved] = await guarded(input.site_page, () =>
        tx
          .update(judicialTexts)
          .set({
            title: input.title,
            content: input.content,
            sitePage: input.site_page,
            titleEn: input.title_en,
            contentEn: input.content_en,
          })
          .where(eq(judicialTexts.id, id))
          .returning(textColumns),
      );
      return saved;
    },
  });
}

export function deleteText(tx: Db, audit: AuditRecorder, id: number): Promise<void> {
  return trashVersioned(tx, audit, { ...textRecord(tx, id), entity: 'judicial_text' });
}
