import type { TSectionRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { sectionKeys } from './keys';

/** GET /api/sections → sections, by category then title on the server. */
export const sectionsQuery = (params: ListParams) =>
  listQueryOptions<TSectionRow>({
    queryKey: sectionKeys.list(params),
    path: '/api/sections',
    key: 'sections',
    params,
  });
