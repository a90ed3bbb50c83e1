import type { TSecuritySettings } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/account/security-settings (admins): is 2FA required for every admin. */
export const securitySettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: async ({ signal }) =>
      (await api.get<{ settings: TSecuritySettings }>('/api/account/security-settings', { signal })).settings,
  });

export const useSecuritySettings = () => useQuery(securitySettingsQuery());

/** PUT /api/account/security-settings */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSecuritySettings) =>
      (await api.put<{ settings: TSecuritySettings }>('/api/account/security-settings', input)).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(accountKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: accountKeys.security() });
    },
  });
}
