import type { TMembership } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { membershipKeys } from './keys';

/** GET /api/memberships/{subscriptionId} → membership with its company, users and payments. */
export const getMembership = (subscriptionId: string, signal?: AbortSignal) =>
  getField<TMembership>(`/api/memberships/${encodeURIComponent(subscriptionId)}`, 'membership', { signal });

export const membershipQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: membershipKeys.detail(subscriptionId),
    queryFn: ({ signal }) => getMembership(subscriptionId, signal),
  });

export const useMembership = (subscriptionId: string) =>
  useQuery({ ...membershipQuery(subscriptionId), enabled: subscriptionId !== '' });
