import type { TMailState } from '@app/shared';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** POST /api/conferences/send-recap-by-order-id/{orderId}: queues the confirmation email. */
export const sendRecap = (orderId: number) =>
  postField<TMailState>(`/api/conferences/send-recap-by-order-id/${orderId}`, 'mail');

export const useSendRecap = () =>
  useResourceMutation(sendRecap, { settled: (orderId) => [orderKeys.detail(orderId)] });
