import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('coupons');

/** Query keys of the coupons feature; the conferences a coupon may be limited to. */
export const couponKeys = { ...base, conferences: () => [...base.all, 'conferences'] as const };
