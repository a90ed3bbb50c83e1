import type { TBooking } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** GET /api/conferences/booking-by-order-id/{orderId} → booking. */
export const getBooking = (orderId: number, signal?: AbortSignal) =>
  getField<TBooking>(`/api/conferences/booking-by-order-id/${orderId}`, 'booking', { signal });

export const bookingQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: ({ signal }) => getBooking(orderId, signal) });

/** While a confirmation email waits in the outbox, look again every few seconds. */
export const useBooking = (orderId: number) =>
  useQuery({
    ...bookingQuery(orderId),
    enabled: orderId > 0,
    refetchInterval: (query) => (query.state.data?.mails[0]?.status === 'queued' ? 3000 : false),
  });
