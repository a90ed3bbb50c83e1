import type { TAccountSecurity } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/account/security: is 2FA on, recovery codes left. */
export const securityQuery = () =>
  queryOptions({
    queryKey: accountKeys.security(),
    queryFn: async ({ signal }) =>
      (await api.get<{ security: TAccountSecurity }>('/api/account/security', { signal })).security,
  });

export const useSecurity = () => useQuery(securityQuery());
