import type { TInvoiceDetail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** GET /api/invoices/{id} → invoice with its lines, SdI errors and what is left to credit. */
export const getInvoice = (id: number, signal?: AbortSignal) =>
  getField<TInvoiceDetail>(`/api/invoices/${id}`, 'invoice', { signal });

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

export const useInvoice = (id: number) => useQuery({ ...invoiceQuery(id), enabled: id > 0 });
