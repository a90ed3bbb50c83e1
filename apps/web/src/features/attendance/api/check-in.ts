import type { TAttendee, TCheckinAnswer } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** What a scan answered: green (in), red (refused, saying why), or no answer (the connection). */
export type CheckinOutcome =
  | { kind: 'ok'; message: string; participant: TAttendee }
  | { kind: 'refused'; message: string; participant: TAttendee | null }
  | { kind: 'offline'; message: string };

export const OFFLINE_MESSAGE =
  'Nessuna risposta dal server: connessione assente o troppo lenta. Ingresso NON registrato, riprova.';

/** POST /api/checkin with the conference being checked in; never throws, answers an outcome. */
export async function checkIn(code: string, conferenceId: number): Promise<CheckinOutcome> {
  try {
    const done = await api.post<TCheckinAnswer>('/api/checkin', { code, conference_id: conferenceId });
    return { kind: 'ok', message: done.message, participant: done.participant };
  } catch (error) {
    if (isApiError(error) && error.status > 0 && error.status < 500) {
      const participant = (error.body?.participant as TAttendee | undefined) ?? null;
      return { kind: 'refused', message: error.message, participant };
    }
    return { kind: 'offline', message: OFFLINE_MESSAGE };
  }
}

export function useCheckIn(conferenceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkIn(code, conferenceId),
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.conference(conferenceId) }),
  });
}
