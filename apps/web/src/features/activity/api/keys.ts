import type { ListParams } from '../../../lib/list-query';

/** Query keys of the activity feature (audit list, record timelines). */
export const activityKeys = {
  all: ['activity'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (params: ListParams) => [...activityKeys.lists(), params] as const,
  timelines: () => [...activityKeys.all, 'timeline'] as const,
  timeline: (entity: string, id: string) => [...activityKeys.timelines(), entity, id] as const,
  admins: () => [...activityKeys.all, 'admins'] as const,
};
