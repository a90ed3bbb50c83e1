import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { accountKeys } from './keys';

/** DELETE /api/account/sessions: ends every session of the user but this one. */
export const useEndOtherSessions = () =>
  useResourceMutation(async () => (await api.delete<{ ended: number }>('/api/account/sessions')).ended, {
    settled: [accountKeys.sessions()],
  });
