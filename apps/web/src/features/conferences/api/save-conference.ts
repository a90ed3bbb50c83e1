import type { TConference, TConferenceSaveBody } from '@app/shared';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

export type SaveConferenceInput = { id: number | null; version?: number; body: TConferenceSaveBody };

/**
 * POST /api/conferences or PUT /api/conferences/{id} (If-Match), body `{ conference, prices }`:
 * the server saves the conference and the global prices in one transaction, so the save is one
 * success or one failure.
 */
export const saveConference = ({ id, version, body }: SaveConferenceInput) =>
  saveRecord<TConference>('/api/conferences', { id, version }, 'conference', body);

export const useSaveConference = () =>
  useResourceMutation(saveConference, {
    cache: (saved) => [conferenceKeys.detail(saved.id), saved],
    // the seats taken beside the fields are read again: a save may follow bookings made meanwhile
    success: ({ id }) => [
      conferenceKeys.prices(),
      conferenceKeys.lists(),
      ...(id === null ? [] : [conferenceKeys.seats(id)]),
    ],
    // the caller's onSuccess must run before the new version remounts its form
    wait: false,
  });
