import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { transferKeys } from './keys';

/** POST /api/bank-statements/confirm-matches: every sure match (high confidence, exact amount). */
export const confirmMatches = () => api.post<{ confirmed: number }>('/api/bank-statements/confirm-matches');

export const useConfirmMatches = () =>
  useResourceMutation(confirmMatches, { settled: [transferKeys.all], wait: false });
