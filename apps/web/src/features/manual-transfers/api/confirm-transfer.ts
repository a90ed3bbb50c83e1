import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

/** POST /api/manual-transfers/confirm/{id}: the payment is applied; confirming twice is harmless. */
export const confirmTransfer = (id: number) => api.post(`/api/manual-transfers/confirm/${id}`);

/** After the call, success or not, the list reloads. */
export function useConfirmTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    onSettled: () => client.invalidateQueries({ queryKey: transferKeys.lists() }),
  });
}
