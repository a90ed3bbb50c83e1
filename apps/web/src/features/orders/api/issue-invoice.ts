import type { TInvoice } from '@app/shared';
import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/**
 * POST /api/orders/{orderId}/invoice → the invoice of a paid order (the existing one when there is
 * one) and, when it was issued past the 12 days of an immediate invoice, `message` saying so and
 * which date it carries; 409 with the reason when the order is unpaid or settings or billing data
 * are incomplete.
 */
export const issueInvoice = (orderId: number) =>
  api.post<{ invoice: TInvoice; message?: string }>(`/api/orders/${orderId}/invoice`);

export const useIssueInvoice = () =>
  useResourceMutation(issueInvoice, { settled: (orderId) => [orderKeys.invoices(orderId)] });
