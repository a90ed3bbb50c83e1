import type { TMailState } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** POST /api/conferences/send-recap-by-order-id/{orderId}: queues the confirmation email. */
export async function sendRecap(orderId: number): Promise<TMailState> {
  const body = await api.post<{ mail: TMailState }>(`/api/conferences/send-recap-by-order-id/${orderId}`);
  return body.mail;
}

export function useSendRecap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendRecap,
    onSettled: (_mail, _error, orderId) => client.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}
