import type { TCoupon, TCouponUpdate } from '@app/shared';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { couponKeys } from './keys';

export type SaveCouponInput = { id: number | null; version?: number; coupon: TCouponUpdate };

/** POST /api/coupons (new) or PUT /api/coupons/{id} (If-Match), body { coupon }. */
export const saveCoupon = ({ id, version, coupon }: SaveCouponInput) =>
  saveRecord<TCoupon>('/api/coupons', { id, version }, 'coupon', { coupon });

export const useSaveCoupon = () =>
  useResourceMutation(saveCoupon, {
    cache: (saved) => [couponKeys.detail(saved.id), saved],
    success: [couponKeys.lists()],
  });
