import type { TUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { userKeys } from './keys';

/** GET /api/users/{id} → user. */
export const getUser = (id: number, signal?: AbortSignal) =>
  getField<TUser>(`/api/users/${id}`, 'user', { signal });

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery({ ...userQuery(id), enabled: id > 0 });
