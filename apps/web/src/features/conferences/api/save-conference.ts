import { MSG, type TConference, type TConferenceSaveBody } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { conferenceKeys } from './keys';

export type SaveConferenceInput = { id: number | null; version?: number; body: TConferenceSaveBody };

/**
 * POST /api/conferences or PUT /api/conferences/{id} (If-Match), body `{ conference, prices }`:
 * the server saves the conference and the global prices in one transaction, so the save is one
 * success or one failure (SPEC §7 "one flow").
 */
export async function saveConference({ id, version, body }: SaveConferenceInput): Promise<TConference> {
  const answer =
    id === null
      ? await api.post<{ conference?: TConference }>('/api/conferences', body)
      : await api.put<{ conference?: TConference }>(`/api/conferences/${id}`, body, { ifMatch: version });
  if (!answer.conference) throw new ApiError(200, MSG.somethingWrong, answer);
  return answer.conference;
}

export function useSaveConference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConference,
    onSuccess: (saved) => {
      client.setQueryData(conferenceKeys.detail(saved.id), saved);
      // not awaited: the caller's onSuccess must run before the new version remounts its form
      void client.invalidateQueries({ queryKey: conferenceKeys.prices() });
      void client.invalidateQueries({ queryKey: conferenceKeys.lists() });
    },
  });
}
