import { MSG, type TDashboardMails } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/mails → mails. */
export async function fetchFailedMails(signal?: AbortSignal): Promise<TDashboardMails> {
  const body = await api.get<{ mails?: TDashboardMails }>('/api/dashboard/mails', { signal });
  if (!body.mails) throw new ApiError(200, MSG.somethingWrong, body);
  return body.mails;
}

export const failedMailsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.widget('mails'),
    queryFn: ({ signal }) => fetchFailedMails(signal),
  });

export const useFailedMails = () => useQuery(failedMailsQuery());
