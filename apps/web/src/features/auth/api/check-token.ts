import type { TSessionUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { authKeys } from './keys';
import { readSessionUser } from './session-user';

/**
 * POST /api/auth/check-token → the signed-in user. The server answers 401 for a bad token and 403
 * for a user who is not an admin. `token` checks a token that is not stored yet (sign-in).
 */
export async function checkToken(token?: string, signal?: AbortSignal): Promise<TSessionUser> {
  const body = await api.post<{ data?: { user?: unknown } }>('/api/auth/check-token', undefined, {
    token,
    signal,
  });
  return readSessionUser(body.data?.user, body);
}

/** Checked once per start; the token does not change meaning while the app is open. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => checkToken(undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Only an unreachable server is worth another try; any answer is final.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 2,
  });

export const useSessionQuery = (enabled: boolean) => useQuery({ ...sessionQueryOptions(), enabled });
