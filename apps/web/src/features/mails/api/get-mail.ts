import type { TMail } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { mailKeys } from './keys';

/** GET /api/mails/{id} → mail, with its rendered HTML and text. */
export const getMail = (id: number, signal?: AbortSignal) =>
  getField<TMail>(`/api/mails/${id}`, 'mail', { signal });

export const mailQuery = (id: number) =>
  queryOptions({ queryKey: mailKeys.detail(id), queryFn: ({ signal }) => getMail(id, signal) });

/** While a message waits in the queue its state is polled, so the page shows when it leaves. */
export const useMail = (id: number) =>
  useQuery({
    ...mailQuery(id),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? 2000 : false),
  });
