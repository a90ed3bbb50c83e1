import type { TMail } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** POST /api/mails/{id}/retry: a failed message goes back in the queue for one more attempt. */
export async function retryMail(id: number): Promise<{ message: string; mail: TMail }> {
  return api.post<{ message: string; mail: TMail }>(`/api/mails/${id}/retry`);
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: ({ mail }) => {
      client.setQueryData(mailKeys.detail(mail.id), mail);
      void client.invalidateQueries({ queryKey: mailKeys.lists() });
    },
  });
}
