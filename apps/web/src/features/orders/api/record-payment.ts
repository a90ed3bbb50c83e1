import type { TDeskPayment, TOrderActionResult } from '@app/shared';
import { timelineKeys } from '../../../components/history-timeline';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** POST /api/orders/{orderId}/payments: money received at the desk, the order paid and invoiced. */
export const recordPayment = ({ orderId, payment }: { orderId: number; payment: TDeskPayment }) =>
  postField<TOrderActionResult>(`/api/orders/${orderId}/payments`, 'result', payment);

export const useRecordPayment = () =>
  useResourceMutation(recordPayment, {
    settled: ({ orderId }) => [
      orderKeys.detail(orderId),
      orderKeys.lists(),
      timelineKeys.timeline('order', String(orderId)),
    ],
  });
