import type { TDashboardArbitrators } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/arbitrators → arbitrators. */
export const fetchAwaitingArbitrators = (signal?: AbortSignal) =>
  fetchWidget<TDashboardArbitrators>('arbitrators', signal);

export const awaitingArbitratorsQuery = () => widgetQuery<TDashboardArbitrators>('arbitrators');

export const useAwaitingArbitrators = () => useQuery(awaitingArbitratorsQuery());
