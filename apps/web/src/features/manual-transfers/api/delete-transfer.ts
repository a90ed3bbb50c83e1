import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

/** DELETE /api/manual-transfers/{id}: to the trash; a payment already applied stays. */
export const deleteTransfer = (id: number) => api.delete(`/api/manual-transfers/${id}`);

export function useDeleteTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTransfer,
    onSettled: () => client.invalidateQueries({ queryKey: transferKeys.lists() }),
  });
}
