import type { TBookingRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { orderKeys } from './keys';

/** GET /api/conferences/booking/{conferenceId} → data (orders of one conference), total. */
export const bookingsQuery = (conferenceId: number) => (params: ListParams) =>
  listQueryOptions<TBookingRow>({
    queryKey: orderKeys.list(conferenceId, params),
    path: `/api/conferences/booking/${conferenceId}`,
    key: 'data',
    params,
  });
