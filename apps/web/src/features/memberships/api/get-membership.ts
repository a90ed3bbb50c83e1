import { MSG, type TMembership } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { membershipKeys } from './keys';

/** GET /api/memberships/{subscriptionId} → membership with its company, users and payments. */
export async function getMembership(subscriptionId: string, signal?: AbortSignal): Promise<TMembership> {
  const body = await api.get<{ membership?: TMembership }>(
    `/api/memberships/${encodeURIComponent(subscriptionId)}`,
    { signal },
  );
  if (!body.membership) throw new ApiError(200, MSG.somethingWrong, body);
  return body.membership;
}

export const membershipQuery = (subscriptionId: string) =>
  queryOptions({
    queryKey: membershipKeys.detail(subscriptionId),
    queryFn: ({ signal }) => getMembership(subscriptionId, signal),
  });

export const useMembership = (subscriptionId: string) =>
  useQuery({ ...membershipQuery(subscriptionId), enabled: subscriptionId !== '' });
