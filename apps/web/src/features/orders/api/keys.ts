import type { ListParams } from '../../../lib/list-query';

/** Query keys of the orders feature. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (conferenceId: number, params: ListParams) => [...orderKeys.lists(), conferenceId, params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: number) => [...orderKeys.details(), orderId] as const,
  invoices: (orderId: number) => [...orderKeys.detail(orderId), 'invoices'] as const,
  conference: (conferenceId: number) => [...orderKeys.all, 'conference', conferenceId] as const,
};
