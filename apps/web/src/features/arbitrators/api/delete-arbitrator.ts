import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { arbitratorKeys } from './keys';

/** DELETE /api/arbitrators/{id}: to the trash. */
export const deleteArbitrator = (id: number) => api.delete(`/api/arbitrators/${id}`);

export function useDeleteArbitrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArbitrator,
    onSettled: () => client.invalidateQueries({ queryKey: arbitratorKeys.lists() }),
  });
}
