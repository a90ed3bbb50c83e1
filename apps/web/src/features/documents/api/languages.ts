import { MSG, type TLanguage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

/** GET /api/languages → data (code, name). */
export async function getLanguages(signal?: AbortSignal): Promise<TLanguage[]> {
  const body = await api.get<{ data?: TLanguage[] }>('/api/languages', { signal });
  if (!Array.isArray(body.data)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.data;
}

export const languagesQuery = () =>
  queryOptions({
    queryKey: sectionKeys.languages(),
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 300_000,
  });

export const useLanguages = () => useQuery(languagesQuery());
