import type { TDashboardRenewals } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/renewals → renewals. */
export const fetchRenewals = (signal?: AbortSignal) => fetchWidget<TDashboardRenewals>('renewals', signal);

export const renewalsQuery = () => widgetQuery<TDashboardRenewals>('renewals');

export const useRenewals = () => useQuery(renewalsQuery());
