import type { TAccountSecurity } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { accountKeys } from './keys';

/** GET /api/account/security: is 2FA on, recovery codes left. */
export const securityQuery = () =>
  queryOptions({
    queryKey: accountKeys.security(),
    queryFn: ({ signal }) => getField<TAccountSecurity>('/api/account/security', 'security', { signal }),
  });

export const useSecurity = () => useQuery(securityQuery());
