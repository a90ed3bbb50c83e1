import type { TSecuritySettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField, putField, useResourceMutation } from '../../../lib/resource-api';
import { accountKeys } from './keys';

const path = '/api/account/security-settings';

/** GET /api/account/security-settings (admins): is 2FA required for every admin. */
export const securitySettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => getField<TSecuritySettings>(path, 'settings', { signal }),
  });

export const useSecuritySettings = () => useQuery(securitySettingsQuery());

/** PUT /api/account/security-settings */
export const useSaveSecuritySettings = () =>
  useResourceMutation((input: TSecuritySettings) => putField<TSecuritySettings>(path, 'settings', input), {
    cache: (settings) => [accountKeys.settings(), settings],
    success: [accountKeys.security()],
  });
