import type { TCategory } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** GET /api/categories → data. */
export const getCategories = (signal?: AbortSignal) =>
  getArray<TCategory>('/api/categories', 'data', { signal });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: sectionKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 300_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
