import { MSG, type TSearchResult } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET /api/search?q → results [{ kind, id, label, detail, url }]. */
export async function searchEverywhere(q: string, signal?: AbortSignal): Promise<TSearchResult[]> {
  const body = await api.get<{ results?: TSearchResult[] }>('/api/search', { query: { q }, signal });
  if (!body.results) throw new ApiError(200, MSG.somethingWrong, body);
  return body.results;
}

export const searchQuery = (q: string) =>
  queryOptions({ queryKey: searchKeys.query(q), queryFn: ({ signal }) => searchEverywhere(q, signal) });

export const useSearch = (q: string) =>
  useQuery({ ...searchQuery(q), enabled: q.length > 0, placeholderData: keepPreviousData });
