import type { TDashboardTransfers } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/transfers → transfers. */
export const fetchPendingTransfers = (signal?: AbortSignal) =>
  fetchWidget<TDashboardTransfers>('transfers', signal);

export const pendingTransfersQuery = () => widgetQuery<TDashboardTransfers>('transfers');

export const usePendingTransfers = () => useQuery(pendingTransfersQuery());
