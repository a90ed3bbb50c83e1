import { MSG, type TInvoice } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/**
 * POST /api/orders/{orderId}/invoice → the invoice of a paid order (the existing one when there is
 * one); 409 with the reason when the order is unpaid or settings or billing data are incomplete.
 */
export async function issueInvoice(orderId: number): Promise<TInvoice> {
  const body = await api.post<{ invoice?: TInvoice }>(`/api/orders/${orderId}/invoice`);
  if (!body.invoice) throw new ApiError(200, MSG.somethingWrong, body);
  return body.invoice;
}

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSettled: (_invoice, _error, orderId) =>
      client.invalidateQueries({ queryKey: orderKeys.invoices(orderId) }),
  });
}
