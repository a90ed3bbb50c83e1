import type { TConferenceRow } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { couponKeys } from './keys';

/** GET /api/conferences, latest first: the conferences a coupon may be limited to. */
export const getConferenceChoices = (signal?: AbortSignal) =>
  getArray<TConferenceRow>('/api/conferences', 'conferences', {
    query: { pageSize: 500, sort: '-date_start' },
    signal,
  });

export const useConferenceChoices = () =>
  useQuery(
    queryOptions({
      queryKey: couponKeys.conferences(),
      queryFn: ({ signal }) => getConferenceChoices(signal),
    }),
  );
