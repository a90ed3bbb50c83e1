import { MSG, type TMail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { mailKeys } from './keys';

/** GET /api/mails/{id} → mail, with its rendered HTML and text. */
export async function getMail(id: number, signal?: AbortSignal): Promise<TMail> {
  const body = await api.get<{ mail?: TMail }>(`/api/mails/${id}`, { signal });
  if (!body.mail) throw new ApiError(200, MSG.somethingWrong, body);
  return body.mail;
}

export const mailQuery = (id: number) =>
  queryOptions({ queryKey: mailKeys.detail(id), queryFn: ({ signal }) => getMail(id, signal) });

/** While a message waits in the queue its state is polled, so the page shows when it leaves. */
export const useMail = (id: number) =>
  useQuery({
    ...mailQuery(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? 2000 : false),
  });
