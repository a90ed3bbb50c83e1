import { MSG } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { expertKeys } from './keys';

type UserRef = { id: number; name: string; surname: string; email: string };

/** GET /api/users/{id}: the user a new expert starts linked to (/experts/new?user_id=…). */
export async function getUserRef(id: number, signal?: AbortSignal): Promise<UserRef> {
  const body = await api.get<{ user?: UserRef }>(`/api/users/${id}`, { signal });
  if (!body.user) throw new ApiError(200, MSG.somethingWrong, body);
  return body.user;
}

export const userRefQuery = (id: number) =>
  queryOptions({ queryKey: expertKeys.userRef(id), queryFn: ({ signal }) => getUserRef(id, signal) });

export const useUserRef = (id: number | null) => useQuery({ ...userRefQuery(id ?? 0), enabled: !!id });
