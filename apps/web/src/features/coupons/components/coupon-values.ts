import type { TCoupon } from '@app/shared';

/** The editor's values: the save's body, the amount and the percent both null until chosen. */
export type CouponFormValues = {
  code: string;
  discount: number | null;
  percent: number | null;
  conference_id: number | null;
  valid_until: string | null;
  max_uses: number | null;
};

export type DiscountKind = 'amount' | 'percent';

export const toFormValues = (c: TCoupon | null): CouponFormValues =>
  c
    ? {
        code: c.code,
        discount: c.discount,
        percent: c.percent,
        conference_id: c.conference_id,
        valid_until: c.valid_until,
        max_uses: c.max_uses,
      }
    : { code: '', discount: null, percent: null, conference_id: null, valid_until: null, max_uses: null };

export const kindOf = (c: TCoupon | null): DiscountKind => (c?.percent != null ? 'percent' : 'amount');
