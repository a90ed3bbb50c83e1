import { MSG, type TUserRow } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { expertKeys } from './keys';

export const USER_SEARCH_LIMIT = 20;

/** GET /api/users?q=…: a few users matching a name or email, for the expert's user select. */
export async function searchUsers(q: string, signal?: AbortSignal): Promise<TUserRow[]> {
  const body = await api.get<{ users?: TUserRow[] }>('/api/users', {
    query: { q, pageSize: USER_SEARCH_LIMIT, sort: 'surname' },
    signal,
  });
  if (!Array.isArray(body.users)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.users;
}

export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: expertKeys.userSearch(q),
    queryFn: ({ signal }) => searchUsers(q, signal),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (q: string, enabled: boolean) => useQuery({ ...userSearchQuery(q), enabled });
