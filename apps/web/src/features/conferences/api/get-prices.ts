import { MSG, type TPrices } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { conferenceKeys } from './keys';

/** GET /api/prices → data: the five PRICE_CONFERENCE_* prices (cents). */
export async function getPrices(signal?: AbortSignal): Promise<TPrices> {
  const body = await api.get<{ data?: TPrices }>('/api/prices', { signal });
  if (!body.data) throw new ApiError(200, MSG.somethingWrong, body);
  return body.data;
}

export const pricesQuery = () =>
  queryOptions({ queryKey: conferenceKeys.prices(), queryFn: ({ signal }) => getPrices(signal) });

export const usePrices = () => useQuery(pricesQuery());
