import type { TSavedView, TSavedViewList } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { getArray } from '../../lib/resource-api';
import { savedViewKeys } from './keys';

/** GET /api/saved-views?list=…: the admin's own views of the list and the shared ones. */
export const viewsQuery = (list: TSavedViewList) =>
  queryOptions({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) => getArray<TSavedView>('/api/saved-views', 'views', { query: { list }, signal }),
  });
