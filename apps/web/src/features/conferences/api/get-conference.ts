import { MSG, type TConference } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { conferenceKeys } from './keys';

/** GET /api/conferences/{id} → conference (prices in cents). */
export async function getConference(id: number, signal?: AbortSignal): Promise<TConference> {
  const body = await api.get<{ conference?: TConference }>(`/api/conferences/${id}`, { signal });
  if (!body.conference) throw new ApiError(200, MSG.somethingWrong, body);
  return body.conference;
}

export const conferenceQuery = (id: number) =>
  queryOptions({ queryKey: conferenceKeys.detail(id), queryFn: ({ signal }) => getConference(id, signal) });

export const useConference = (id: number) => useQuery({ ...conferenceQuery(id), enabled: id > 0 });
