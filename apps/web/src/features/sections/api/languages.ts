import type { TLanguage } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** GET /api/languages → data (code, name). */
export const getLanguages = (signal?: AbortSignal) =>
  getArray<TLanguage>('/api/languages', 'data', { signal });

export const languagesQuery = () =>
  queryOptions({
    queryKey: sectionKeys.languages(),
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 300_000,
  });

export const useLanguages = () => useQuery(languagesQuery());
