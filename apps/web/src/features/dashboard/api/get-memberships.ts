import { MSG, type TDashboardMemberships } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/memberships → memberships. */
export async function fetchMemberships(signal?: AbortSignal): Promise<TDashboardMemberships> {
  const body = await api.get<{ memberships?: TDashboardMemberships }>('/api/dashboard/memberships', {
    signal,
  });
  if (!body.memberships) throw new ApiError(200, MSG.somethingWrong, body);
  return body.memberships;
}

export const membershipsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('memberships'),
    queryFn: ({ signal }) => fetchMemberships(signal),
  });

export const useMemberships = () => useQuery(membershipsQuery());
