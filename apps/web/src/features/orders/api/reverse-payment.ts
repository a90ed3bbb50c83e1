import type { TOrderActionResult } from '@app/shared';
import { timelineKeys } from '../../../components/history-timeline';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** POST /api/orders/{orderId}/reverse-payment: a payment undone, its invoice credited in full. */
export const reversePayment = ({ orderId, reason }: { orderId: number; reason: string }) =>
  postField<TOrderActionResult>(`/api/orders/${orderId}/reverse-payment`, 'result', { reason });

export const useReversePayment = () =>
  useResourceMutation(reversePayment, {
    settled: ({ orderId }) => [
      orderKeys.detail(orderId),
      orderKeys.lists(),
      timelineKeys.timeline('order', String(orderId)),
    ],
  });
