import { z } from 'zod';
import { ID_INVALID, MAX_DB_ID, ZId, ZVersion } from './ids.ts';
import { LANGUAGE_CODE_RE } from './lookups.ts';
import { MSG } from './messages.ts';
import { echoed, everyField } from './read-only.ts';

/** Limits of a section tree (one request body stays well under the 1 MiB body limit). */
export const SECTION_TITLE_MAX = 300;
export const CHAPTER_CONTENT_MAX = 20_000;
export const MAX_CHAPTERS = 100;
export const MAX_DOCUMENTS_PER_CHAPTER = 100;
export const MAX_FILES_PER_DOCUMENT = 20;
/** A new language file starts in English. */
export const DEFAULT_FILE_LANGUAGE = 'en';
/** Heading of a chapter without a title. */
export const NEW_CHAPTER_HEADING = 'Nuovo Capitolo';

const ZTitle = z.string().trim().max(SECTION_TITLE_MAX).default('');
const ZRequiredId = z
  .number({ error: MSG.requiredEn })
  .int()
  .positive(MSG.requiredEn)
  .max(MAX_DB_ID, ID_INVALID);
const ZLanguageCode = z.string().regex(LANGUAGE_CODE_RE, 'Codice lingua non valido');
const ZFileName = z.string().min(1, MSG.required).max(100);

/** A document of a chapter on the wire: `file` maps a language code to a stored file name. */
export const ZSectionDocument = z.strictObject({
  title: ZTitle,
  expert_id: ZId.nullable().default(null),
  file: z
    .record(ZLanguageCode, ZFileName)
    .default({})
    .refine((files) => Object.keys(files).length <= MAX_FILES_PER_DOCUMENT, {
      message: `Al massimo ${MAX_FILES_PER_DOCUMENT} file per documento`,
    }),
});
export type TSectionDocument = z.infer<typeof ZSectionDocument>;

export const ZChapter = z.strictObject({
  title: ZTitle,
  content: z.string().max(CHAPTER_CONTENT_MAX).default(''),
  documents: z.array(ZSectionDocument).max(MAX_DOCUMENTS_PER_CHAPTER).default([]),
});
export type TChapter = z.infer<typeof ZChapter>;

/** GET /api/sections/{id} → section. */
export const ZSection = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  version: z.number().int(),
  rows: z.array(
    z.object({
      title: z.string(),
      content: z.string(),
      documents: z.array(
        z.object({
          title: z.string(),
          expert_id: z.number().int().nullable(),
          file: z.record(z.string(), z.string()),
        }),
      ),
    }),
  ),
});
export type TSection = z.infer<typeof ZSection>;

/** What GET /api/sections/{id} answers and a save does not change. */
export const SECTION_READ_ONLY = ['id', 'category_name'] as const;

/** Body of POST /api/sections and PUT /api/sections/{id} (with every field there: ZSectionPut), under `section`. */
export const ZSectionUpdate = z.strictObject({
  ...echoed(ZSection, SECTION_READ_ONLY),
  category_id: ZRequiredId,
  title: ZTitle,
  rows: z.array(ZChapter).max(MAX_CHAPTERS).default([]),
  /** the version the edit started from (If-Match takes precedence) */
  version: ZVersion.optional(),
});
export type TSectionUpdate = z.input<typeof ZSectionUpdate>;
export const ZSectionBody = z.strictObject({ section: ZSectionUpdate });
/** Body of PUT /api/sections/{id}: every field of the section (an empty title, no rows, when so). */
export const ZSectionPut = z.strictObject({
  section: everyField(ZSectionUpdate, [...SECTION_READ_ONLY, 'version']),
});

/** One row of GET /api/sections → sections. */
export const ZSectionRow = ZSection.omit({ rows: true });
export type TSectionRow = z.infer<typeof ZSectionRow>;

/* ---------- the editor's form shape: files as a list of entries ---------- */

/** One language file in the form (language, language_name, file). */
export const ZFileEntry = z.object({
  language: z.string().min(1, MSG.required),
  language_name: z.string(),
  file: z.string(),
});
export type TFileEntry = z.infer<typeof ZFileEntry>;

export const ZSectionFormDocument = z.object({
  title: z.string().max(SECTION_TITLE_MAX),
  expert_id: z.number().int().nullable(),
  file: z.array(ZFileEntry).superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.language)) {
        ctx.addIssue({ code: 'custom', path: [index, 'language'], message: 'Lingua già presente' });
      }
      seen.add(entry.language);
    });
  }),
});
export type TSectionFormDocument = z.infer<typeof ZSectionFormDocument>;

export const ZSectionFormChapter = z.object({
  title: z.string().max(SECTION_TITLE_MAX),
  content: z.string().max(CHAPTER_CONTENT_MAX),
  documents: z.array(ZSectionFormDocument),
});
export type TSectionFormChapter = z.infer<typeof ZSectionFormChapter>;

/** The section editor's resolver: the category is required ("Required"), the rest optional. */
export const ZSectionForm = z.object({
  category_id: z
    .number()
    .int()
    .nullable()
    .refine((id) => id !== null, MSG.requiredEn),
  title: z.string().max(SECTION_TITLE_MAX),
  rows: z.array(ZSectionFormChapter).min(1).max(MAX_CHAPTERS),
});
export type TSectionForm = z.input<typeof ZSectionForm>;

export const emptyFileEntry = (languageName = ''): TFileEntry => ({
  language: DEFAULT_FILE_LANGUAGE,
  language_name: languageName,
  file: '',
});
export const emptyFormDocument = (): TSectionFormDocument => ({ title: '', expert_id: null, file: [] });
export const emptyFormChapter = (): TSectionFormChapter => ({ title: '', content: '', documents: [] });
export const emptySectionForm = (): TSectionForm => ({
  category_id: null,
  title: '',
  rows: [emptyFormChapter()],
});

/**
 * Keyed wire files ⇄ the form's list of entries. Entries keep the key order of the object; an
 * entry whose file was never uploaded is left out of the wire shape.
 */
export function filesToEntries(
  file: Record<string, string>,
  languageNames: Record<string, string> = {},
): TFileEntry[] {
  return Object.entries(file).map(([language, name]) => ({
    language,
    language_name: languageNames[language] ?? language,
    file: name,
  }));
}

export function entriesToFiles(entries: readonly TFileEntry[]): Record<string, string> {
  const file: Record<string, string> = {};
  for (const entry of entries) if (entry.language && entry.file) file[entry.language] = entry.file;
  return file;
}

/** A section as the editor holds it; a section without chapters gets one empty chapter. */
export function sectionToForm(
  section: Pick<TSection, 'category_id' | 'title' | 'rows'>,
  languageNames: Record<string, string> = {},
): TSectionForm {
  const rows = section.rows.map((chapter) => ({
    title: chapter.title,
    content: chapter.content,
    documents: chapter.documents.map((document) => ({
      title: document.title,
      expert_id: document.expert_id,
      file: filesToEntries(document.file, languageNames),
    })),
  }));
  return {
    category_id: section.category_id,
    title: section.title,
    rows: rows.length ? rows : [emptyFormChapter()],
  };
}

/** The editor's values as the body of a save (`{ section: formToSection(values) }`). */
export function formToSection(form: TSectionForm, version?: number): TSectionUpdate {
  return {
    category_id: form.category_id as number,
    title: form.title,
    rows: form.rows.map((chapter) => ({
      title: chapter.title,
      content: chapter.content,
      documents: chapter.documents.map((document) => ({
        title: document.title,
        expert_id: document.expert_id,
        file: entriesToFiles(document.file),
      })),
    })),
    ...(version === undefined ? {} : { version }),
  };
}
