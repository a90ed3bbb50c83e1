import type { TConferenceSeats } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

/** GET /api/conferences/{id}/seats → seats: the seats and those taken, of the conference and its workshops. */
export const getSeats = (id: number, signal?: AbortSignal) =>
  getField<TConferenceSeats>(`/api/conferences/${id}/seats`, 'seats', { signal });

export const seatsQuery = (id: number) =>
  queryOptions({ queryKey: conferenceKeys.seats(id), queryFn: ({ signal }) => getSeats(id, signal) });

export const useSeats = (id: number) => useQuery({ ...seatsQuery(id), enabled: id > 0 });
