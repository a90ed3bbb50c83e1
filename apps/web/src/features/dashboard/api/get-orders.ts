import type { TDashboardOrders } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { widgetQuery } from './widget';

/** GET /api/dashboard/orders → orders: bookings awaiting payment and overdue, with their amounts. */
export const useAwaitingOrders = () => useQuery(widgetQuery<TDashboardOrders>('orders'));
