import type { TCategory } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { lookupQuery } from '../../../lib/lookup-query';
import { getArray } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** GET /api/categories → data. */
export const getCategories = (signal?: AbortSignal) =>
  getArray<TCategory>('/api/categories', 'data', { signal });

export const categoriesQuery = () => lookupQuery(sectionKeys.categories(), getCategories);

export const useCategories = () => useQuery(categoriesQuery());
