import type { TMembershipRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { membershipKeys } from './keys';

/** GET /api/memberships → memberships (one row per company subscription), total. */
export const membershipsQuery = (params: ListParams) =>
  listQueryOptions<TMembershipRow>({
    queryKey: membershipKeys.list(params),
    path: '/api/memberships',
    key: 'memberships',
    params,
  });
