import { MSG, type TCountry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/countries → countries, for the billing country select. */
export async function getCountries(signal?: AbortSignal): Promise<TCountry[]> {
  const body = await api.get<{ countries?: TCountry[] }>('/api/countries', { signal });
  if (!Array.isArray(body.countries)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.countries;
}

export const countriesQuery = () =>
  queryOptions({
    queryKey: userKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
