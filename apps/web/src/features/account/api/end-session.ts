import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** DELETE /api/account/sessions/:id: ends one of the user's own sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/account/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
