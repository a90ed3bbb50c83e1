import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** DELETE /api/tickets/{id}/checkin: undoes a check-in made by mistake (audited). */
export const undoCheckIn = (ticketId: number) =>
  api.delete<{ message: string }>(`/api/tickets/${ticketId}/checkin`);

export function useUndoCheckIn(conferenceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.conference(conferenceId) }),
  });
}
