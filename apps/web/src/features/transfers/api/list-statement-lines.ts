import type { TStatementLine } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { transferKeys } from './keys';

/** GET /api/bank-statements/lines → rows under `lines`, filterable by status. */
export const statementLinesQuery = (params: ListParams) =>
  listQueryOptions<TStatementLine>({
    queryKey: transferKeys.linesList(params),
    path: '/api/bank-statements/lines',
    key: 'lines',
    params,
  });
