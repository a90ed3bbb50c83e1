import type { TInvoice } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../lib/list-query';
import { orderKeys } from './keys';

/** Under the order's own key: reloading the order reloads its invoices too. */

/** GET /api/invoices?order_id=… → the order's invoice and its credit notes, oldest first. */
export const orderInvoicesQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.invoices(orderId),
    queryFn: async ({ signal }) =>
      (
        await fetchList<TInvoice>(
          {
            path: '/api/invoices',
            key: 'invoices',
            params: { page: 1, pageSize: 50, sort: 'date', filters: { order_id: String(orderId) } },
          },
          signal,
        )
      ).rows,
  });

export const useOrderInvoices = (orderId: number) =>
  useQuery({ ...orderInvoicesQuery(orderId), enabled: orderId > 0 });
