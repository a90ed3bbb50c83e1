import type { TActivityEntry } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { activityKeys } from './keys';

/** GET /api/activity?actor&entity&from&to → activity (+ total), newest first. */
export const activityQuery = (params: ListParams) =>
  listQueryOptions<TActivityEntry>({
    queryKey: activityKeys.list(params),
    path: '/api/activity',
    key: 'activity',
    params,
  });
