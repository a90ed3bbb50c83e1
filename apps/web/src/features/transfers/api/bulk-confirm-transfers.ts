import type { TBulkResult } from '@app/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/manual-transfers/bulk/confirm: each transfer confirmed as its own button does (order
 * paid, invoice, mails), in its own transaction; what was done and what failed, with why.
 */
export const bulkConfirmTransfers = (ids: number[]) =>
  api.post<TBulkResult>('/api/manual-transfers/bulk/confirm', { ids });
