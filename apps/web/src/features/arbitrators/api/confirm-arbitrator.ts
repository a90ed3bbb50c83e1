import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { arbitratorKeys } from './keys';

/** POST /api/arbitrators/{id}/confirm: approved 0 → 1 (idempotent). */
export const confirmArbitrator = (id: number) => api.post(`/api/arbitrators/${id}/confirm`);

export function useConfirmArbitrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmArbitrator,
    onSettled: () => client.invalidateQueries({ queryKey: arbitratorKeys.all }),
  });
}
