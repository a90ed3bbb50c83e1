import type { TOrderRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { orderKeys } from './keys';

/** GET /api/conferences/booking/{conferenceId} → data (orders of one conference), total. */
export const ordersQuery = (conferenceId: number) => (params: ListParams) =>
  listQueryOptions<TOrderRow>({
    queryKey: orderKeys.list(conferenceId, params),
    path: `/api/conferences/booking/${conferenceId}`,
    key: 'data',
    params,
  });
