import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { documentAreaKeys } from './keys';

/** DELETE /api/judicial_documents/{id}. */
export const deleteJudicialDocument = (id: number) => api.delete(`/api/judicial_documents/${id}`);

export function useDeleteJudicialDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJudicialDocument,
    onSettled: () => client.invalidateQueries({ queryKey: documentAreaKeys.documents() }),
  });
}
