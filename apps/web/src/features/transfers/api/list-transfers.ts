import type { TManualTransfer } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { transferKeys } from './keys';

/** GET /api/manual-transfers → rows under `transfers`, filterable by type and confirm. */
export const transfersQuery = (params: ListParams) =>
  listQueryOptions<TManualTransfer>({
    queryKey: transferKeys.list(params),
    path: '/api/manual-transfers',
    key: 'transfers',
    params,
  });
