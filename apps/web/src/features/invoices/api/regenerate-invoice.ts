import type { TInvoiceDetail } from '@app/shared';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/**
 * POST /api/invoices/{id}/regenerate: a rejected invoice written again from today's data, same
 * number and date, new file name; 409 with the reason when it cannot be.
 */
export const regenerateInvoice = (invoiceId: number) =>
  postField<TInvoiceDetail>(`/api/invoices/${invoiceId}/regenerate`, 'invoice');

export const useRegenerateInvoice = () =>
  useResourceMutation(regenerateInvoice, { success: [invoiceKeys.lists(), invoiceKeys.details()] });
