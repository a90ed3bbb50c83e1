import { MSG, type TCategory, type TCategorySave, type TLanguage, type TLanguageSave } from '@app/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

/** Categories and languages (page Categorie e lingue): saves and deletes, then the lists reload. */

type CategoryInput = { id: number | null; category: TCategorySave; version?: number };
type LanguageInput = { code: string | null; language: TLanguageSave; version?: number };

/** POST /api/categories or PUT /api/categories/{id} (If-Match) → category. */
export async function saveCategory({ id, category, version }: CategoryInput): Promise<TCategory> {
  const body =
    id === null
      ? await api.post<{ category?: TCategory }>('/api/categories', { category })
      : await api.put<{ category?: TCategory }>(`/api/categories/${id}`, { category }, { ifMatch: version });
  if (!body.category) throw new ApiError(200, MSG.somethingWrong, body);
  return body.category;
}

/** POST /api/languages or PUT /api/languages/{code} (If-Match; the code stays) → language. */
export async function saveLanguage({ code, language, version }: LanguageInput): Promise<TLanguage> {
  const path = `/api/languages/${encodeURIComponent(code ?? '')}`;
  const body =
    code === null
      ? await api.post<{ language?: TLanguage }>('/api/languages', { language })
      : await api.put<{ language?: TLanguage }>(path, { language }, { ifMatch: version });
  if (!body.language) throw new ApiError(200, MSG.somethingWrong, body);
  return body.language;
}

// the section list shows category names; the editor's selects read both lists
const refreshCategories = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sectionKeys.categories() }),
    client.invalidateQueries({ queryKey: sectionKeys.lists() }),
  ]);
const refreshLanguages = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: sectionKeys.languages() });

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSettled: () => refreshCategories(client) });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/categories/${id}`),
    onSettled: () => refreshCategories(client),
  });
}

export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveLanguage, onSettled: () => refreshLanguages(client) });
}

export function useDeleteLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.delete(`/api/languages/${encodeURIComponent(code)}`),
    onSettled: () => refreshLanguages(client),
  });
}
