import { z } from 'zod';
import { requiredText } from './fields.ts';
import { ZVersion } from './ids.ts';
import { echoed } from './read-only.ts';

/** Document area: uploaded judicial documents and groups of texts. */
export const JUDICIAL_TITLE_MAX = 300;
export const JUDICIAL_TEXT_MAX = 50_000;

/** A row of GET /api/judicial_documents. */
export const ZJudicialDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  file: z.string(),
  version: z.number().int(),
});
export type TJudicialDocument = z.infer<typeof ZJudicialDocument>;

/** What the lists answer and a save of a document or a text does not change. */
export const JUDICIAL_READ_ONLY = ['id'] as const;

/** Body of POST /api/judicial_documents and PUT /api/judicial_documents/{id}, under `judicial_document`. */
export const ZJudicialDocumentUpdate = z.strictObject({
  ...echoed(ZJudicialDocument, JUDICIAL_READ_ONLY),
  title: requiredText(JUDICIAL_TITLE_MAX),
  /** stored file name from POST /api/upload */
  file: requiredText(100),
  version: ZVersion.optional(),
});
export type TJudicialDocumentUpdate = z.infer<typeof ZJudicialDocumentUpdate>;
export const ZJudicialDocumentBody = z.strictObject({ judicial_document: ZJudicialDocumentUpdate });

/** A row of GET /api/judicial_texts. */
export const ZJudicialText = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
});
export type TJudicialText = z.infer<typeof ZJudicialText>;

/** Body of POST /api/judicial_texts and PUT /api/judicial_texts/{id}, under `judicial_text`. */
export const ZJudicialTextUpdate = z.strictObject({
  ...echoed(ZJudicialText, JUDICIAL_READ_ONLY),
  title: requiredText(JUDICIAL_TITLE_MAX),
  content: requiredText(JUDICIAL_TEXT_MAX),
  version: ZVersion.optional(),
});
export type TJudicialTextUpdate = z.infer<typeof ZJudicialTextUpdate>;
export const ZJudicialTextBody = z.strictObject({ judicial_text: ZJudicialTextUpdate });

/** Document-area messages, exact. */
export const DOCUMENT_AREA_MSG = {
  documentsTab: 'Documenti',
  textsTab: 'Testi',
  upload: 'Upload Documento',
  replace: 'Modifica Documento',
  addDocument: 'Aggiungi un nuovo documento',
  addTextGroup: 'Aggiungi nuovo gruppo di testi',
  confirmDeleteDocument: "Confermi l'eliminazione di questo documento?",
  confirmDeleteText: "Confermi l'eliminazione di questo gruppi testuale?",
  documentSaved: 'Documento Salvato',
  documentDeleted: 'Documento eliminato',
  textSaved: 'Gruppo testuale salvato',
  textDeleted: 'Gruppo testuale eliminato',
} as const;
