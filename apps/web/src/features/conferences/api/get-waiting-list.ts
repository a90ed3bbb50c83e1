import type { TWaitingListEntry } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readArray, readField } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

export interface WaitingList {
  entries: TWaitingListEntry[];
  /** how many hours an offer holds its seats */
  offer_hours: number;
}

/** GET /api/conferences/{id}/waiting-list → its entries in line order, and the offers' hours. */
export const getWaitingList = async (id: number, signal?: AbortSignal): Promise<WaitingList> => {
  const body = await api.get<Record<string, unknown>>(`/api/conferences/${id}/waiting-list`, { signal });
  return {
    entries: readArray<TWaitingListEntry>(body, 'entries'),
    offer_hours: readField<number>(body, 'offer_hours'),
  };
};

export const useWaitingList = (id: number) =>
  useQuery({
    ...queryOptions({
      queryKey: conferenceKeys.waitingList(id),
      queryFn: ({ signal }) => getWaitingList(id, signal),
    }),
    enabled: id > 0,
  });
