import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { couponKeys } from './keys';

/** DELETE /api/coupons/{id}: to the trash; the orders that used it keep their discount. */
export const deleteCoupon = (id: number) => api.delete(`/api/coupons/${id}`);

export const useDeleteCoupon = () => useResourceMutation(deleteCoupon, { settled: [couponKeys.lists()] });
