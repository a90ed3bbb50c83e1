import { MSG, type TDashboardArbitrators } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/arbitrators → arbitrators. */
export async function fetchAwaitingArbitrators(signal?: AbortSignal): Promise<TDashboardArbitrators> {
  const body = await api.get<{ arbitrators?: TDashboardArbitrators }>('/api/dashboard/arbitrators', {
    signal,
  });
  if (!body.arbitrators) throw new ApiError(200, MSG.somethingWrong, body);
  return body.arbitrators;
}

export const awaitingArbitratorsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('arbitrators'),
    queryFn: ({ signal }) => fetchAwaitingArbitrators(signal),
  });

export const useAwaitingArbitrators = () => useQuery(awaitingArbitratorsQuery());
