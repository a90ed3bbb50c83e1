import { MSG, type TCountry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/** The countries reference list: one query, cached for the session, for every country select. */
export const countryKeys = { all: ['countries'] as const };

/** GET /api/countries → countries (id, name). */
export async function getCountries(signal?: AbortSignal): Promise<TCountry[]> {
  const body = await api.get<{ countries?: TCountry[] }>('/api/countries', { signal });
  if (!Array.isArray(body.countries)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.countries;
}

export const countriesQuery = () =>
  queryOptions({
    queryKey: countryKeys.all,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
