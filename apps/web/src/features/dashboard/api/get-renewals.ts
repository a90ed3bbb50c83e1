import { MSG, type TDashboardRenewals } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/renewals → renewals. */
export async function fetchRenewals(signal?: AbortSignal): Promise<TDashboardRenewals> {
  const body = await api.get<{ renewals?: TDashboardRenewals }>('/api/dashboard/renewals', { signal });
  if (!body.renewals) throw new ApiError(200, MSG.somethingWrong, body);
  return body.renewals;
}

export const renewalsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('renewals'),
    queryFn: ({ signal }) => fetchRenewals(signal),
  });

export const useRenewals = () => useQuery(renewalsQuery());
