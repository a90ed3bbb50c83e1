import type { TSection } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** GET /api/sections/{id} → section with its chapters (rows), documents and files by language. */
export const getSection = (id: number, signal?: AbortSignal) =>
  getField<TSection>(`/api/sections/${id}`, 'section', { signal });

export const sectionQuery = (id: number) =>
  queryOptions({
    queryKey: sectionKeys.detail(id),
    queryFn: ({ signal }) => getSection(id, signal),
    // the editor's form is the working copy: no refetch under the user's typing
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useSection = (id: number | null) => useQuery({ ...sectionQuery(id ?? 0), enabled: id !== null });
