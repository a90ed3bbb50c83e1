import type { TUserRow } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { expertKeys } from './keys';

export const USER_SEARCH_LIMIT = 20;

/** GET /api/users?q=…: a few users matching a name or email, for the expert's user select. */
export const searchUsers = (q: string, signal?: AbortSignal) =>
  getArray<TUserRow>('/api/users', 'users', {
    query: { q, pageSize: USER_SEARCH_LIMIT, sort: 'surname' },
    signal,
  });

export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: expertKeys.userSearch(q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (q: string, enabled: boolean) => useQuery({ ...userSearchQuery(q), enabled });
