import { MSG } from '@app/shared';
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type QueryParams } from './api-client';

/** The list query every list endpoint takes (page is 1-based, sort is "field" or "-field"). */
export type ListParams = {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  /** Endpoint-specific filters, e.g. { status: 'active' }. */
  filters?: Record<string, string>;
};

export type ListResult<R> = { rows: R[]; total: number };

export type ListRequest = {
  /** From the feature's key factory; must include the params so each page is cached apart. */
  queryKey: QueryKey;
  /** e.g. '/api/conferences' */
  path: string;
  /** Where the rows are in the answer, e.g. 'conferences'. */
  key: string;
  params: ListParams;
  /** Fixed params of this list, e.g. { all: true } for arbitrators. */
  extra?: QueryParams;
};

/** GET path?page&pageSize&sort&q&filters… → { rows: body[key], total: body.total }. */
export async function fetchList<R>(
  { path, key, params, extra }: Omit<ListRequest, 'queryKey'>,
  signal?: AbortSignal,
): Promise<ListResult<R>> {
  const { page, pageSize, sort, q, filters } = params;
  const body = await api.get<Record<string, unknown>>(path, {
    query: { page, pageSize, sort, q, ...filters, ...extra },
    signal,
  });
  const rows = body[key];
  if (!Array.isArray(rows)) throw new ApiError(200, MSG.somethingWrong, body);
  return { rows: rows as R[], total: typeof body.total === 'number' ? body.total : rows.length };
}

/** Query options for a server-paged list; the previous page stays on screen while the next loads. */
export function listQueryOptions<R>(request: ListRequest) {
  const { queryKey, ...rest } = request;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchList<R>(rest, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The query of a read-only list page whose rows no mutation of the web changes (nothing to
 * invalidate): keyed by its path, so it needs no feature key factory. `ResourceGrid query={…}`.
 */
export const readOnlyListQuery =
  <R>(path: string, key: string, extra?: QueryParams) =>
  (params: ListParams) =>
    listQueryOptions<R>({ queryKey: ['read-only-list', path, params, extra], path, key, params, extra });

export function useListQuery<R>(request: ListRequest) {
  return useQuery(listQueryOptions<R>(request));
}
