import type { TConference } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

/** GET /api/conferences/{id} → conference (prices in cents). */
export const getConference = (id: number, signal?: AbortSignal) =>
  getField<TConference>(`/api/conferences/${id}`, 'conference', { signal });

export const conferenceQuery = (id: number) =>
  queryOptions({ queryKey: conferenceKeys.detail(id), queryFn: ({ signal }) => getConference(id, signal) });

export const useConference = (id: number) => useQuery({ ...conferenceQuery(id), enabled: id > 0 });
