import { MSG, type TBooking } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /api/conferences/booking-by-order-id/{orderId} → booking. */
export async function getBooking(orderId: number, signal?: AbortSignal): Promise<TBooking> {
  const body = await api.get<{ booking?: TBooking }>(`/api/conferences/booking-by-order-id/${orderId}`, {
    signal,
  });
  if (!body.booking) throw new ApiError(200, MSG.somethingWrong, body);
  return body.booking;
}

export const bookingQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: ({ signal }) => getBooking(orderId, signal) });

/** While a confirmation email waits in the outbox, look again every few seconds. */
export const useBooking = (orderId: number) =>
  useQuery({
    ...bookingQuery(orderId),
    enabled: orderId > 0,
    refetchInterval: (query) => (query.state.data?.mails[0]?.status === 'queued' ? 3000 : false),
  });
