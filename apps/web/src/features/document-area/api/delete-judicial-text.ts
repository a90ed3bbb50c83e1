import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentAreaKeys } from './keys';

/** DELETE /api/judicial_texts/{id}. */
export const deleteJudicialText = (id: number) => api.delete(`/api/judicial_texts/${id}`);

export function useDeleteJudicialText() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJudicialText,
    onSettled: () => client.invalidateQueries({ queryKey: documentAreaKeys.texts() }),
  });
}
