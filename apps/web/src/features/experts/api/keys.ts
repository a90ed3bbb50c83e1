import type { ListParams } from '../../../lib/list-query';

/** Query keys of the experts feature. */
export const expertKeys = {
  all: ['experts'] as const,
  lists: () => [...expertKeys.all, 'list'] as const,
  list: (params: ListParams) => [...expertKeys.lists(), params] as const,
  details: () => [...expertKeys.all, 'detail'] as const,
  detail: (id: number) => [...expertKeys.details(), id] as const,
  userSearch: (q: string) => [...expertKeys.all, 'user-search', q] as const,
  userRef: (id: number) => [...expertKeys.all, 'user-ref', id] as const,
};
