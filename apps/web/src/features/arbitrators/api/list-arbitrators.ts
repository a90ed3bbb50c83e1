import type { TArbitratorRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { arbitratorKeys } from './keys';

/** GET /api/arbitrators?all=true → every arbitrator, approved or not. */
export const arbitratorsQuery = (params: ListParams) =>
  listQueryOptions<TArbitratorRow>({
    queryKey: arbitratorKeys.list(params),
    path: '/api/arbitrators',
    key: 'arbitrators',
    params,
    extra: { all: true },
  });
