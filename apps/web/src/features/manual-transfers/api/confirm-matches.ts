import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

/** POST /api/bank-statements/confirm-matches: every sure match (high confidence, exact amount). */
export const confirmMatches = () => api.post<{ confirmed: number }>('/api/bank-statements/confirm-matches');

export function useConfirmMatches() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmMatches,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: transferKeys.all });
    },
  });
}
