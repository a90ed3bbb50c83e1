import { MSG } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { passwordResetKeys } from './keys';

export type ResetLinkInfo = { email: string; name: string; surname: string; expires_at: string };

/** POST /api/password-reset/check (public) → data: whose link it is, while unused and unexpired. */
export async function checkResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkInfo> {
  const body = await api.post<{ data?: ResetLinkInfo }>(
    '/api/password-reset/check',
    { token },
    { token: null, signal },
  );
  if (!body.data) throw new ApiError(200, MSG.somethingWrong, body);
  return body.data;
}

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.check(token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetLink = (token: string) =>
  useQuery({ ...resetLinkQuery(token), enabled: token.length > 0 });
