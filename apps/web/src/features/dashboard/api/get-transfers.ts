import { MSG, type TDashboardTransfers } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/transfers → transfers. */
export async function fetchPendingTransfers(signal?: AbortSignal): Promise<TDashboardTransfers> {
  const body = await api.get<{ transfers?: TDashboardTransfers }>('/api/dashboard/transfers', { signal });
  if (!body.transfers) throw new ApiError(200, MSG.somethingWrong, body);
  return body.transfers;
}

export const pendingTransfersQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('transfers'),
    queryFn: ({ signal }) => fetchPendingTransfers(signal),
  });

export const usePendingTransfers = () => useQuery(pendingTransfersQuery());
