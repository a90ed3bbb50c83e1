import type { TTrashItem } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { trashKeys } from './keys';

/** GET /api/trash?kind → trash (+ total), newest deletions first. */
export const trashQuery = (params: ListParams) =>
  listQueryOptions<TTrashItem>({
    queryKey: trashKeys.list(params),
    path: '/api/trash',
    key: 'trash',
    params,
  });
