import { MSG } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /api/conferences/{id} → the conference's title, for the orders page heading. */
export async function getConferenceTitle(id: number, signal?: AbortSignal): Promise<string> {
  const body = await api.get<{ conference?: { title: string } }>(`/api/conferences/${id}`, { signal });
  if (!body.conference) throw new ApiError(200, MSG.somethingWrong, body);
  return body.conference.title;
}

export const useConferenceTitle = (id: number) =>
  useQuery({
    queryKey: orderKeys.conference(id),
    queryFn: ({ signal }) => getConferenceTitle(id, signal),
    enabled: id > 0,
  });
