import { MSG, type TCategory } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

/** GET /api/categories → data. */
export async function getCategories(signal?: AbortSignal): Promise<TCategory[]> {
  const body = await api.get<{ data?: TCategory[] }>('/api/categories', { signal });
  if (!Array.isArray(body.data)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.data;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: sectionKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 300_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
