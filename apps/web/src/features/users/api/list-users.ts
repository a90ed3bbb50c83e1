import type { TUserRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { userKeys } from './keys';

/** GET /api/users → users, sorted by surname on the server. */
export const usersQuery = (params: ListParams) =>
  listQueryOptions<TUserRow>({ queryKey: userKeys.list(params), path: '/api/users', key: 'users', params });
