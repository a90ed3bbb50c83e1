import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** POST /api/account/totp/disable with a current code (or a recovery code). */
export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post('/api/account/totp/disable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
  });
}
