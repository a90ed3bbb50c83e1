import type { TSearchResult } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { searchKeys } from './keys';

/** GET /api/search?q → results [{ kind, id, label, detail, url }]. */
export const searchEverywhere = (q: string, signal?: AbortSignal) =>
  getField<TSearchResult[]>('/api/search', 'results', { query: { q }, signal });

export const searchQuery = (q: string) =>
  queryOptions({ queryKey: searchKeys.query(q), queryFn: ({ signal }) => searchEverywhere(q, signal) });

export const useSearch = (q: string) =>
  useQuery({ ...searchQuery(q), enabled: q.length > 0, placeholderData: keepPreviousData });
