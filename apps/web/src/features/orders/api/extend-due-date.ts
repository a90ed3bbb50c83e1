import type { TDueDateBody } from '@app/shared';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { orderKeys } from './keys';

export type DueDateExtension = { orderId: number } & TDueDateBody;

/**
 * POST /api/orders/{orderId}/due-date { due_date } → the new due date of an unpaid order (and of its
 * pending transfer); 400 for a day not ahead, 409 for an order no longer awaiting payment.
 */
export const extendDueDate = ({ orderId, due_date }: DueDateExtension) =>
  postField<string>(`/api/orders/${orderId}/due-date`, 'due_date', { due_date });

export const useExtendDueDate = () =>
  useResourceMutation(extendDueDate, { settled: ({ orderId }) => [orderKeys.detail(orderId)] });
