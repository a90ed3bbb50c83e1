import { type QueryKey, queryOptions } from '@tanstack/react-query';

/** The five minutes a lookup list (categories, languages, admins…) stays fresh by default. */
export const LOOKUP_STALE_TIME = 300_000;

/** Query options of a lookup list: the choices of a select, seldom changing, shared by the screens. */
export function lookupQuery<T, K extends QueryKey>(
  queryKey: K,
  fetch: (signal: AbortSignal) => Promise<T>,
  staleTime = LOOKUP_STALE_TIME,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), staleTime });
}
