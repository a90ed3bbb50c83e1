import { MSG, type TSection } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

/** GET /api/sections/{id} → section with its chapters (rows), documents and files by language. */
export async function getSection(id: number, signal?: AbortSignal): Promise<TSection> {
  const body = await api.get<{ section?: TSection }>(`/api/sections/${id}`, { signal });
  if (!body.section) throw new ApiError(200, MSG.somethingWrong, body);
  return body.section;
}

export const sectionQuery = (id: number) =>
  queryOptions({
    queryKey: sectionKeys.detail(id),
    queryFn: ({ signal }) => getSection(id, signal),
    // the editor's form is the working copy: no refetch under the user's typing
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useSection = (id: number | null) => useQuery({ ...sectionQuery(id ?? 0), enabled: id !== null });
