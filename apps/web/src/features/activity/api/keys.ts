import type { ListParams } from '../../../lib/list-query';

/** Query keys of the activity feature (the audit list and its filters). */
export const activityKeys = {
  all: ['activity'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (params: ListParams) => [...activityKeys.lists(), params] as const,
  admins: () => [...activityKeys.all, 'admins'] as const,
};
