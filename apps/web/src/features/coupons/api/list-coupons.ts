import type { TCouponRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { couponKeys } from './keys';

/** GET /api/coupons → coupons, total. */
export const couponsQuery = (params: ListParams) =>
  listQueryOptions<TCouponRow>({
    queryKey: couponKeys.list(params),
    path: '/api/coupons',
    key: 'coupons',
    params,
  });
