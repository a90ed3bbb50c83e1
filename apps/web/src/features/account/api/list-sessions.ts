import type { TAccountSession } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { accountKeys } from './keys';

/** GET /api/account/sessions: the signed-in user's live sessions. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => getField<TAccountSession[]>('/api/account/sessions', 'sessions', { signal }),
  });

export const useSessions = () => useQuery(sessionsQuery());
