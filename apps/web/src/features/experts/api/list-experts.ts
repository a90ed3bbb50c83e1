import type { TExpertRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { expertKeys } from './keys';

/** GET /api/experts → experts, sorted by surname on the server. */
export const expertsQuery = (params: ListParams) =>
  listQueryOptions<TExpertRow>({
    queryKey: expertKeys.list(params),
    path: '/api/experts',
    key: 'experts',
    params,
  });
