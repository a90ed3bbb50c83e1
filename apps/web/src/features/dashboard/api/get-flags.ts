import type { TDashboardOrderFlags } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { widgetQuery } from './widget';

/** GET /api/dashboard/flags → flags: payments that reached orders which could not take them. */
export const useOrderFlags = () => useQuery(widgetQuery<TDashboardOrderFlags>('flags'));
