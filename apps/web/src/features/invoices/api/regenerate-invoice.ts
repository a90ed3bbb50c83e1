import { MSG, type TInvoiceDetail } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

/**
 * POST /api/invoices/{id}/regenerate: a rejected invoice written again from today's data, same
 * number and date, new file name; 409 with the reason when it cannot be.
 */
export async function regenerateInvoice(invoiceId: number): Promise<TInvoiceDetail> {
  const body = await api.post<{ invoice?: TInvoiceDetail }>(`/api/invoices/${invoiceId}/regenerate`);
  if (!body.invoice) throw new ApiError(200, MSG.somethingWrong, body);
  return body.invoice;
}

export function useRegenerateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: regenerateInvoice,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        client.invalidateQueries({ queryKey: invoiceKeys.details() }),
      ]),
  });
}
