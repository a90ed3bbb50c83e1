import type { ListParams } from '../../../lib/list-query';

/** Query keys of the manual-transfers feature. */
export const transferKeys = {
  all: ['manual-transfers'] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (params: ListParams) => [...transferKeys.lists(), params] as const,
};
