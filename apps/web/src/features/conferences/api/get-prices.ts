import type { TPrices } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

/** GET /api/prices → data: the five PRICE_CONFERENCE_* prices (cents). */
export const getPrices = (signal?: AbortSignal) => getField<TPrices>('/api/prices', 'data', { signal });

export const pricesQuery = () =>
  queryOptions({ queryKey: conferenceKeys.prices(), queryFn: ({ signal }) => getPrices(signal) });

export const usePrices = () => useQuery(pricesQuery());
