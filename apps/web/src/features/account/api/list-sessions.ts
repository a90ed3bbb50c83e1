import type { TAccountSession } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/account/sessions: the signed-in user's live sessions. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async ({ signal }) =>
      (await api.get<{ sessions: TAccountSession[] }>('/api/account/sessions', { signal })).sessions,
  });

export const useSessions = () => useQuery(sessionsQuery());
