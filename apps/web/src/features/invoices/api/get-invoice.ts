import { MSG, type TInvoiceDetail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

/** GET /api/invoices/{id} → invoice with its lines, SdI errors and what is left to credit. */
export async function getInvoice(id: number, signal?: AbortSignal): Promise<TInvoiceDetail> {
  const body = await api.get<{ invoice?: TInvoiceDetail }>(`/api/invoices/${id}`, { signal });
  if (!body.invoice) throw new ApiError(200, MSG.somethingWrong, body);
  return body.invoice;
}

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: number) => useQuery({ ...invoiceQuery(id), enabled: id > 0 });
