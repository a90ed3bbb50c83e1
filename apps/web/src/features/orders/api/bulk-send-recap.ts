import type { TBulkResult } from '@app/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/conferences/booking/{conferenceId}/bulk/send-recap: each order's confirmation mails
 * queued again, as its «INVIA EMAIL DI CONFERMA» does; what was done and what failed, with why.
 */
export const bulkSendRecap = (conferenceId: number) => (ids: number[]) =>
  api.post<TBulkResult>(`/api/conferences/booking/${conferenceId}/bulk/send-recap`, { ids });
