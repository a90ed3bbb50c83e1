import type { TBulkResult } from '@app/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/arbitrators/bulk/confirm: each applicant approved as its own button does (the account
 * opened, the approval mailed); what was done and what failed, with why.
 */
export const bulkConfirmArbitrators = (ids: number[]) =>
  api.post<TBulkResult>('/api/arbitrators/bulk/confirm', { ids });
