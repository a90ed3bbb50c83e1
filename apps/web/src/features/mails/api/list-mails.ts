import type { TMailRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { mailKeys } from './keys';

/** GET /api/mails → rows under `mails`, filterable by status and kind. */
export const mailsQuery = (params: ListParams) =>
  listQueryOptions<TMailRow>({ queryKey: mailKeys.list(params), path: '/api/mails', key: 'mails', params });
