import type { TCategory, TCategorySave, TLanguage, TLanguageSave } from '@app/shared';
import { api } from '../../../lib/api-client';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** Categories and languages (page Categorie e lingue): saves and deletes, then the lists reload. */

type CategoryInput = { id: number | null; category: TCategorySave; version?: number };
type LanguageInput = { code: string | null; language: TLanguageSave; version?: number };

/** POST /api/categories or PUT /api/categories/{id} (If-Match) → category. */
export const saveCategory = ({ id, category, version }: CategoryInput) =>
  saveRecord<TCategory>('/api/categories', { id, version }, 'category', { category });

/** POST /api/languages or PUT /api/languages/{code} (If-Match; the code stays) → language. */
export const saveLanguage = ({ code, language, version }: LanguageInput) =>
  saveRecord<TLanguage>('/api/languages', { id: code, version }, 'language', { language });

// the section list shows category names; the editor's selects read both lists
const categoriesChanged = { settled: [sectionKeys.categories(), sectionKeys.lists()] };
const languagesChanged = { settled: [sectionKeys.languages()] };

export const useSaveCategory = () => useResourceMutation(saveCategory, categoriesChanged);

export const useDeleteCategory = () =>
  useResourceMutation((id: number) => api.delete(`/api/categories/${id}`), categoriesChanged);

export const useSaveLanguage = () => useResourceMutation(saveLanguage, languagesChanged);

export const useDeleteLanguage = () =>
  useResourceMutation(
    (code: string) => api.delete(`/api/languages/${encodeURIComponent(code)}`),
    languagesChanged,
  );
