import { MSG, type TUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/users/{id} → user. */
export async function getUser(id: number, signal?: AbortSignal): Promise<TUser> {
  const body = await api.get<{ user?: TUser }>(`/api/users/${id}`, { signal });
  if (!body.user) throw new ApiError(200, MSG.somethingWrong, body);
  return body.user;
}

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery({ ...userQuery(id), enabled: id > 0 });
