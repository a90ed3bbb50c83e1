import type { TCheckinAnswer } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** POST /api/tickets/{id}/checkin: an admin marks a participant present (streaming, say). */
export const markPresent = (ticketId: number) => api.post<TCheckinAnswer>(`/api/tickets/${ticketId}/checkin`);

export function useMarkPresent(conferenceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPresent,
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.conference(conferenceId) }),
  });
}
