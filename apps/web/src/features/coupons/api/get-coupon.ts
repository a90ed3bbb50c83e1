import type { TCoupon } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { couponKeys } from './keys';

/** GET /api/coupons/{id} → coupon. */
export const getCoupon = (id: number, signal?: AbortSignal) =>
  getField<TCoupon>(`/api/coupons/${id}`, 'coupon', { signal });

export const couponQuery = (id: number) =>
  queryOptions({ queryKey: couponKeys.detail(id), queryFn: ({ signal }) => getCoupon(id, signal) });

export const useCoupon = (id: number) => useQuery({ ...couponQuery(id), enabled: id > 0 });
