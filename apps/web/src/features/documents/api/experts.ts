import { MAX_PAGE_SIZE, MSG, type TExpertRef } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

/** GET /api/experts → experts: the choices of a document's expert select (name surname). */
export async function getExpertRefs(signal?: AbortSignal): Promise<TExpertRef[]> {
  const body = await api.get<{ experts?: TExpertRef[] }>('/api/experts', {
    query: { pageSize: MAX_PAGE_SIZE, sort: 'surname' },
    signal,
  });
  if (!Array.isArray(body.experts)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.experts.map(({ id, name, surname }) => ({ id, name, surname }));
}

export const expertRefsQuery = () =>
  queryOptions({
    queryKey: sectionKeys.experts(),
    queryFn: ({ signal }) => getExpertRefs(signal),
    staleTime: 60_000,
  });

export const useExpertRefs = () => useQuery(expertRefsQuery());
