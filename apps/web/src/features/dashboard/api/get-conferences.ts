import { MSG, type TDashboardConference } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/conferences → conferences. */
export async function fetchUpcomingConferences(signal?: AbortSignal): Promise<TDashboardConference[]> {
  const body = await api.get<{ conferences?: TDashboardConference[] }>('/api/dashboard/conferences', {
    signal,
  });
  if (!body.conferences) throw new ApiError(200, MSG.somethingWrong, body);
  return body.conferences;
}

export const upcomingConferencesQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('conferences'),
    queryFn: ({ signal }) => fetchUpcomingConferences(signal),
  });

export const useUpcomingConferences = () => useQuery(upcomingConferencesQuery());
