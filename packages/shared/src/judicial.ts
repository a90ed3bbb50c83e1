import { z } from 'zod';
import { keptText, requiredText } from './fields.ts';
import { ZVersion } from './ids.ts';
import { echoed } from './read-only.ts';
import { SITE_PAGES } from './site-pages.ts';

/** Document area: uploaded judicial documents and groups of texts. */
export const JUDICIAL_TITLE_MAX = 300;
export const JUDICIAL_TEXT_MAX = 50_000;
/** A text's English title and content (beyond SPEC; the site's legal pages): as the Italian. */
export const JUDICIAL_TITLE_EN_MAX = 300;
export const JUDICIAL_TEXT_EN_MAX = 50_000;

/** A text group's `site_page` when it has one (site-pages.ts). */
export const ZSitePage = z.enum(SITE_PAGES);

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
  /** the site page it is published as; null: not published */
  site_page: ZSitePage.nullable(),
  /** English title and content, for the site page; null: the site shows the Italian, marked as such */
  title_en: z.string().nullable(),
  content_en: z.string().nullable(),
  version: z.number().int(),
});
export type TJudicialText = z.infer<typeof ZJudicialText>;

/** A text's English title and content (beyond SPEC): a PUT may leave them out, they are kept. */
export const JUDICIAL_TEXT_ENGLISH_FIELDS = ['title_en', 'content_en'] as const;

/** Body of POST /api/judicial_texts and PUT /api/judicial_texts/{id}, under `judicial_text`. */
export const ZJudicialTextUpdate = z.strictObject({
  ...echoed(ZJudicialText, JUDICIAL_READ_ONLY),
  title: requiredText(JUDICIAL_TITLE_MAX),
  content: requiredText(JUDICIAL_TEXT_MAX),
  // optional: a SPEC client that predates it keeps working (absent: unchanged; on create, null)
  site_page: ZSitePage.nullable().optional(),
  // the same for the English ones: absent, unchanged; on create, null
  title_en: keptText(JUDICIAL_TITLE_EN_MAX),
  content_en: keptText(JUDICIAL_TEXT_EN_MAX),
  version: ZVersion.optional(),
});
export type TJudicialTextUpdate = z.infer<typeof ZJudicialTextUpdate>;
export const ZJudicialTextBody = z.strictObject({ judicial_text: ZJudicialTextUpdate });

/**
 * GET /api/public/pages/{page} → page: what the site shows, content as plain text; the English
 * title and content, or null where the association wrote none (the site then shows the Italian).
 */
export const ZPublicPage = z.object({
  title: z.string(),
  content: z.string(),
  title_en: z.string().nullable(),
  content_en: z.string().nullable(),
});
export type TPublicPage = z.infer<typeof ZPublicPage>;
/** any name is routed: one that is not a site page is a 404, as a page that does not exist */
export const ZPublicPageParam = z.strictObject({ page: z.string() });
/** GET /api/public/pages → pages: which legal pages are published (the site's footer). */
export const ZPublicPages = z.object({ privacy: z.boolean(), terms: z.boolean() });
export type TPublicPages = z.infer<typeof ZPublicPages>;

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
