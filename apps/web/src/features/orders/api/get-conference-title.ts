import { useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { orderKeys } from './keys';

/** GET /api/conferences/{id} → the conference's title, for the orders page heading. */
export async function getConferenceTitle(id: number, signal?: AbortSignal): Promise<string> {
  return (await getField<{ title: string }>(`/api/conferences/${id}`, 'conference', { signal })).title;
}

export const useConferenceTitle = (id: number) =>
  useQuery({
    queryKey: orderKeys.conference(id),
    queryFn: ({ signal }) => getConferenceTitle(id, signal),
    enabled: id > 0,
  });
