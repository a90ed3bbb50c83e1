import type { ListParams } from '../../../lib/list-query';
import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('orders');

/** Query keys of the orders feature; its lists are per conference. */
export const orderKeys = {
  ...base,
  list: (conferenceId: number, params: ListParams) => [...base.lists(), conferenceId, params] as const,
  invoices: (orderId: number) => [...base.detail(orderId), 'invoices'] as const,
  conference: (conferenceId: number) => [...base.all, 'conference', conferenceId] as const,
};
