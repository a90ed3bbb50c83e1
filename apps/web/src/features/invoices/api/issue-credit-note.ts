import { MSG, type TInvoiceDetail } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

export type CreditNoteInput = { invoiceId: number; amount: number };

/** POST /api/invoices/{id}/credit-note { amount } (cents, VAT included) → the new TD04 invoice. */
export async function issueCreditNote({ invoiceId, amount }: CreditNoteInput): Promise<TInvoiceDetail> {
  const body = await api.post<{ invoice?: TInvoiceDetail }>(`/api/invoices/${invoiceId}/credit-note`, {
    amount,
  });
  if (!body.invoice) throw new ApiError(200, MSG.somethingWrong, body);
  return body.invoice;
}

/** The credited invoice's residue changes and the lists gain a row: both reload. */
export function useIssueCreditNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        client.invalidateQueries({ queryKey: invoiceKeys.details() }),
      ]),
  });
}
