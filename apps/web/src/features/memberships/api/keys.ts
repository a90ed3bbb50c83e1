import type { ListParams } from '../../../lib/list-query';

/** Query keys of the memberships (companies) feature. */
export const membershipKeys = {
  all: ['memberships'] as const,
  lists: () => [...membershipKeys.all, 'list'] as const,
  list: (params: ListParams) => [...membershipKeys.lists(), params] as const,
  details: () => [...membershipKeys.all, 'detail'] as const,
  detail: (subscriptionId: string) => [...membershipKeys.details(), subscriptionId] as const,
};
