import { MSG, type TSection, type TSectionUpdate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

type SaveInput = { id: number | null; section: TSectionUpdate; version?: number };

/** POST /api/sections (new) or PUT /api/sections/{id} with If-Match; body `{ section }`. */
export async function saveSection({ id, section, version }: SaveInput): Promise<TSection> {
  const body =
    id === null
      ? await api.post<{ section?: TSection }>('/api/sections', { section })
      : await api.put<{ section?: TSection }>(`/api/sections/${id}`, { section }, { ifMatch: version });
  if (!body.section) throw new ApiError(200, MSG.somethingWrong, body);
  return body.section;
}

export function useSaveSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: (saved) => {
      client.setQueryData(sectionKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: sectionKeys.lists() });
    },
  });
}
