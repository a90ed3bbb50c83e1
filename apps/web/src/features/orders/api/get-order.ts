import type { TOrderDetail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** GET /api/conferences/booking-by-order-id/{orderId} → booking. */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  getField<TOrderDetail>(`/api/conferences/booking-by-order-id/${orderId}`, 'booking', { signal });

export const orderQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

/** While a confirmation email waits in the outbox, look again every few seconds. */
export const useOrder = (orderId: number) =>
  useQuery({
    ...orderQuery(orderId),
    enabled: orderId > 0,
    refetchInterval: (query) => (query.state.data?.mails[0]?.status === 'queued' ? 3000 : false),
  });
