import type { TConferenceRow } from '@app/shared';
import { type ListParams, listQueryOptions } from '../../../lib/list-query';
import { conferenceKeys } from './keys';

/** GET /api/conferences → conferences, total. */
export const conferencesQuery = (params: ListParams) =>
  listQueryOptions<TConferenceRow>({
    queryKey: conferenceKeys.list(params),
    path: '/api/conferences',
    key: 'conferences',
    params,
  });
