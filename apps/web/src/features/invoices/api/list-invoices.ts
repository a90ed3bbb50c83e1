import type { TInvoice } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { invoiceKeys } from './keys';

/** GET /api/invoices → rows under `invoices`; filters year, type, sdi_status; q searches number, customer, file. */
export const invoicesQuery = (params: ListParams) =>
  listQueryOptions<TInvoice>({
    queryKey: invoiceKeys.list(params),
    path: '/api/invoices',
    key: 'invoices',
    params,
  });
