import type { ListParams } from '../../../lib/list-query';

/** Query keys of the arbitrators feature. */
export const arbitratorKeys = {
  all: ['arbitrators'] as const,
  lists: () => [...arbitratorKeys.all, 'list'] as const,
  list: (params: ListParams) => [...arbitratorKeys.lists(), params] as const,
  details: () => [...arbitratorKeys.all, 'detail'] as const,
  detail: (id: number) => [...arbitratorKeys.details(), id] as const,
};
