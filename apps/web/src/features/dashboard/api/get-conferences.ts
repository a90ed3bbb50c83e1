import type { TDashboardConference } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/conferences → conferences. */
export const fetchUpcomingConferences = (signal?: AbortSignal) =>
  fetchWidget<TDashboardConference[]>('conferences', signal);

export const upcomingConferencesQuery = () => widgetQuery<TDashboardConference[]>('conferences');

export const useUpcomingConferences = () => useQuery(upcomingConferencesQuery());
