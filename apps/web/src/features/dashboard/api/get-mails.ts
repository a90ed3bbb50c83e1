import type { TDashboardMails } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/mails → mails. */
export const fetchFailedMails = (signal?: AbortSignal) => fetchWidget<TDashboardMails>('mails', signal);

export const failedMailsQuery = () => widgetQuery<TDashboardMails>('mails');

export const useFailedMails = () => useQuery(failedMailsQuery());
