import type { TMail } from '@app/shared';
import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { mailKeys } from './keys';

/** POST /api/mails/{id}/retry: a failed message goes back in the queue for one more attempt. */
export async function retryMail(id: number): Promise<{ message: string; mail: TMail }> {
  return api.post<{ message: string; mail: TMail }>(`/api/mails/${id}/retry`);
}

export const useRetryMail = () =>
  useResourceMutation(retryMail, {
    cache: ({ mail }) => [mailKeys.detail(mail.id), mail],
    success: [mailKeys.lists()],
    wait: false,
  });
