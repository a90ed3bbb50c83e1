import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { accountKeys } from './keys';

/** DELETE /api/account/sessions/:id: ends one of the user's own sessions. */
export const useEndSession = () =>
  useResourceMutation((id: number) => api.delete(`/api/account/sessions/${id}`), {
    settled: [accountKeys.sessions()],
  });
