import type { TOrderActionResult } from '@app/shared';
import { timelineKeys } from '../../../components/history-timeline';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

export type FlagSettle = { orderId: number; flagId: number; resolution: 'accepted' | 'refunded' };

/** POST /api/orders/{orderId}/flags/{flagId}/settle: a flagged payment accepted or refunded. */
export const settleFlag = ({ orderId, flagId, resolution }: FlagSettle) =>
  postField<TOrderActionResult>(`/api/orders/${orderId}/flags/${flagId}/settle`, 'result', { resolution });

export const useSettleFlag = () =>
  useResourceMutation(settleFlag, {
    settled: ({ orderId }) => [
      orderKeys.detail(orderId),
      orderKeys.lists(),
      timelineKeys.timeline('order', String(orderId)),
    ],
  });
