import { queryOptions, useQuery } from '@tanstack/react-query';
import { postField } from '../../../lib/resource-api';
import { passwordResetKeys } from './keys';

export type ResetLinkInfo = { email: string; name: string; surname: string; expires_at: string };

/** POST /api/password-reset/check (public) → data: whose link it is, while unused and unexpired. */
export const checkResetLink = (token: string, signal?: AbortSignal) =>
  postField<ResetLinkInfo>('/api/password-reset/check', 'data', { token }, { token: null, signal });

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.check(token),
    queryFn: ({ signal }) => checkResetLink(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetLink = (token: string) =>
  useQuery({ ...resetLinkQuery(token), enabled: token.length > 0 });
