import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** DELETE /api/account/sessions: ends every session of the user but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<{ ended: number }>('/api/account/sessions')).ended,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
