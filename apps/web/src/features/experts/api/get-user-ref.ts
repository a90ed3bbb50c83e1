import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { expertKeys } from './keys';

type UserRef = { id: number; name: string; surname: string; email: string };

/** GET /api/users/{id}: the user a new expert starts linked to (/experts/new?user_id=…). */
export const getUserRef = (id: number, signal?: AbortSignal) =>
  getField<UserRef>(`/api/users/${id}`, 'user', { signal });

export const userRefQuery = (id: number) =>
  queryOptions({ queryKey: expertKeys.userRef(id), queryFn: ({ signal }) => getUserRef(id, signal) });

export const useUserRef = (id: number | null) => useQuery({ ...userRefQuery(id ?? 0), enabled: !!id });
