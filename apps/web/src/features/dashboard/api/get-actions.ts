import { MSG, type TActivityEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/actions → actions. */
export async function fetchLatestActions(signal?: AbortSignal): Promise<TActivityEntry[]> {
  const body = await api.get<{ actions?: TActivityEntry[] }>('/api/dashboard/actions', { signal });
  if (!body.actions) throw new ApiError(200, MSG.somethingWrong, body);
  return body.actions;
}

export const latestActionsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('actions'),
    queryFn: ({ signal }) => fetchLatestActions(signal),
  });

export const useLatestActions = () => useQuery(latestActionsQuery());
