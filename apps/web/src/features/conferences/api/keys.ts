import type { ListParams } from '../../../lib/list-query';

/** Query keys of the conferences feature. */
export const conferenceKeys = {
  all: ['conferences'] as const,
  lists: () => [...conferenceKeys.all, 'list'] as const,
  list: (params: ListParams) => [...conferenceKeys.lists(), params] as const,
  details: () => [...conferenceKeys.all, 'detail'] as const,
  detail: (id: number) => [...conferenceKeys.details(), id] as const,
  prices: () => [...conferenceKeys.all, 'prices'] as const,
};
