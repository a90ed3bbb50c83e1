import { api } from '../../../lib/api-client';
import { readField, useResourceMutation } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

export interface WithdrawTarget {
  conferenceId: number;
  entryId: number;
}

/** POST /api/conferences/{id}/waiting-list/{entryId}/withdraw: out of the line; an offer passes on. */
export const withdrawWaitingEntry = async ({ conferenceId, entryId }: WithdrawTarget) =>
  readField<string>(
    await api.post<Record<string, unknown>>(
      `/api/conferences/${conferenceId}/waiting-list/${entryId}/withdraw`,
    ),
    'message',
  );

export const useWithdrawWaitingEntry = () =>
  useResourceMutation(withdrawWaitingEntry, {
    settled: ({ conferenceId }) => [
      conferenceKeys.waitingList(conferenceId),
      conferenceKeys.seats(conferenceId),
    ],
  });
