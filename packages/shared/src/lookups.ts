import { z } from 'zod';
import { MAX_DB_INT } from './ids.ts';
import { MSG } from './messages.ts';
import { echoed } from './read-only.ts';

/** A language code as document files key it: `en`, `it`, `pt-BR`. */
export const LANGUAGE_CODE_RE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
export const CATEGORY_NAME_MAX = 100;
export const LANGUAGE_NAME_MAX = 60;

/** GET /api/categories → data: each row (version for If-Match on its save). */
export const ZCategory = z.object({ id: z.number().int(), name: z.string(), version: z.number().int() });
/** GET /api/languages → data: each row; the code is its identity and never changes. */
export const ZLanguage = z.object({ code: z.string(), name: z.string(), version: z.number().int() });
/** GET /api/countries → countries: id and name (SPEC), and the ISO code (the billing rules follow it). */
export const ZCountry = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const ZExpertRef = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type TCategory = z.infer<typeof ZCategory>;
export type TLanguage = z.infer<typeof ZLanguage>;
export type TCountry = z.infer<typeof ZCountry>;
export type TExpertRef = z.infer<typeof ZExpertRef>;

const requiredName = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, `Al massimo ${max} caratteri`);
export const ZLanguageCode = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(LANGUAGE_CODE_RE, 'Codice lingua non valido (es. en, it, pt-BR)');
const ZVersion = z.number().int().positive().max(MAX_DB_INT).optional();

/** body.category of POST /api/categories and PUT /api/categories/{id}. */
export const ZCategorySave = z.strictObject({
  ...echoed(ZCategory, ['id'] as const),
  name: requiredName(CATEGORY_NAME_MAX),
  version: ZVersion,
});
export type TCategorySave = z.infer<typeof ZCategorySave>;
export const ZCategoryBody = z.strictObject({ category: ZCategorySave });

/** body.language of POST /api/languages. */
export const ZLanguageSave = z.strictObject({
  code: ZLanguageCode,
  name: requiredName(LANGUAGE_NAME_MAX),
  version: ZVersion,
});
export type TLanguageSave = z.infer<typeof ZLanguageSave>;
export const ZLanguageBody = z.strictObject({ language: ZLanguageSave });

/** body.language of PUT /api/languages/{code}: the code may come back, unchanged. */
export const ZLanguageUpdate = ZLanguageSave.extend({ code: ZLanguageCode.optional() });
export type TLanguageUpdate = z.infer<typeof ZLanguageUpdate>;
export const ZLanguageUpdateBody = z.strictObject({ language: ZLanguageUpdate });
export const ZLanguageCodeParam = z.object({ code: z.string().regex(LANGUAGE_CODE_RE) });

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** Texts of the Categorie e lingue page and of its routes' refusals. */
export const LOOKUP_MSG = {
  categorySaved: 'Categoria salvata',
  categoryDeleted: 'Categoria eliminata',
  categoryExists: 'Esiste già una categoria con questo nome',
  languageSaved: 'Lingua salvata',
  languageDeleted: 'Lingua eliminata',
  languageExists: 'Esiste già una lingua con questo codice',
  languageNameExists: 'Esiste già una lingua con questo nome',
  /** sections using the category: `total`, of which `trashed` are in the trash */
  categoryInUse: (total: number, trashed: number) =>
    `La categoria è usata da ${count(total, 'una sezione', 'sezioni')}${trashed > 0 ? ` (${trashed} nel cestino: vanno prima ripristinate)` : ''}: assegna a quelle sezioni un’altra categoria prima di eliminarla`,
  /** document files in that language: `total`, of which `trashed` belong to sections in the trash */
  languageInUse: (total: number, trashed: number) =>
    `La lingua è usata da ${count(total, 'un file', 'file')} di documenti${trashed > 0 ? ` (${trashed} in sezioni nel cestino, da ripristinare prima)` : ''}: togli quei file dai documenti prima di eliminarla`,
} as const;
