import type { TDashboardMemberships } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/memberships → memberships. */
export const fetchMemberships = (signal?: AbortSignal) =>
  fetchWidget<TDashboardMemberships>('memberships', signal);

export const membershipsQuery = () => widgetQuery<TDashboardMemberships>('memberships');

export const useMemberships = () => useQuery(membershipsQuery());
