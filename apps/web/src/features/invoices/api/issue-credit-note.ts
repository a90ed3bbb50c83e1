import type { TInvoiceDetail } from '@app/shared';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

export type CreditNoteInput = { invoiceId: number; amount: number };

/** POST /api/invoices/{id}/credit-note { amount } (cents, VAT included) → the new TD04 invoice. */
export const issueCreditNote = ({ invoiceId, amount }: CreditNoteInput) =>
  postField<TInvoiceDetail>(`/api/invoices/${invoiceId}/credit-note`, 'invoice', { amount });

/** The credited invoice's residue changes and the lists gain a row: both reload. */
export const useIssueCreditNote = () =>
  useResourceMutation(issueCreditNote, { success: [invoiceKeys.lists(), invoiceKeys.details()] });
