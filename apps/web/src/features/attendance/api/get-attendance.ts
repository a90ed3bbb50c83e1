import type { TAttendanceAnswer } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** GET /api/conferences/{id}/attendance: who is expected, who has come, with counts. */
export const getAttendance = (id: number, signal?: AbortSignal) =>
  api.get<TAttendanceAnswer>(`/api/conferences/${id}/attendance`, { signal });

export const attendanceQuery = (id: number) =>
  queryOptions({
    queryKey: attendanceKeys.conference(id),
    queryFn: ({ signal }) => getAttendance(id, signal),
    // the door's list follows the other doors
    refetchInterval: 15_000,
  });

export const useAttendance = (id: number) => useQuery({ ...attendanceQuery(id), enabled: id > 0 });
