import { MSG, type TJudicialText, type TJudicialTextUpdate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { documentAreaKeys } from './keys';

type SaveInput = { id: number | null; version?: number; judicial_text: TJudicialTextUpdate };

/** POST /api/judicial_texts (new) or PUT /api/judicial_texts/{id} with If-Match. */
export async function saveJudicialText({ id, version, judicial_text }: SaveInput) {
  const body =
    id === null
      ? await api.post<{ judicial_text?: TJudicialText }>('/api/judicial_texts', { judicial_text })
      : await api.put<{ judicial_text?: TJudicialText }>(
          `/api/judicial_texts/${id}`,
          { judicial_text },
          { ifMatch: version },
        );
  if (!body.judicial_text) throw new ApiError(200, MSG.somethingWrong, body);
  return body.judicial_text;
}

export function useSaveJudicialText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveJudicialText,
    onSuccess: () => client.invalidateQueries({ queryKey: documentAreaKeys.texts() }),
  });
}
