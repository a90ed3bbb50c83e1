import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conferenceKeys } from './keys';

/** DELETE /api/conferences/{id}: to the trash; 409 while it has orders. */
export const deleteConference = (id: number) => api.delete(`/api/conferences/${id}`);

export function useDeleteConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConference,
    onSettled: () => client.invalidateQueries({ queryKey: conferenceKeys.lists() }),
  });
}
