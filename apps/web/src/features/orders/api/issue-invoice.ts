import type { TInvoice } from '@app/shared';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/**
 * POST /api/orders/{orderId}/invoice → the invoice of a paid order (the existing one when there is
 * one); 409 with the reason when the order is unpaid or settings or billing data are incomplete.
 */
export const issueInvoice = (orderId: number) =>
  postField<TInvoice>(`/api/orders/${orderId}/invoice`, 'invoice');

export const useIssueInvoice = () =>
  useResourceMutation(issueInvoice, { settled: (orderId) => [orderKeys.invoices(orderId)] });
