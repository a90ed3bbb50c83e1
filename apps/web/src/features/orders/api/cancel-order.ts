import type { TOrderActionResult } from '@app/shared';
import { timelineKeys } from '../../../components/history-timeline';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** POST /api/orders/{orderId}/cancel: seats back, transfer closed, credit note if paid, booker told. */
export const cancelOrder = ({ orderId, reason }: { orderId: number; reason: string }) =>
  postField<TOrderActionResult>(`/api/orders/${orderId}/cancel`, 'result', { reason });

export const useCancelOrder = () =>
  useResourceMutation(cancelOrder, {
    settled: ({ orderId }) => [
      orderKeys.detail(orderId),
      orderKeys.lists(),
      timelineKeys.timeline('order', String(orderId)),
    ],
  });
