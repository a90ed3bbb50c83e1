import type { TAttendanceImportAnswer } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** POST /api/conferences/{id}/attendance/import: the streaming platform's list (CSV text). */
export const importAttendance = (conferenceId: number, csv: string) =>
  api.post<TAttendanceImportAnswer>(`/api/conferences/${conferenceId}/attendance/import`, { csv });

export function useImportAttendance(conferenceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importAttendance(conferenceId, csv),
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.conference(conferenceId) }),
  });
}
