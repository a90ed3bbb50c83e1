import type { TSureMatches } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

/**
 * GET /api/bank-statements/sure-matches: how many lines "Conferma abbinamenti sicuri" would confirm
 * and their total. Under the statement lines' key, so an import or a confirmation refreshes it.
 */
export const useSureMatches = () =>
  useQuery({
    queryKey: transferKeys.sureMatches(),
    queryFn: async ({ signal }) => {
      const { count, total } = await api.get<TSureMatches>('/api/bank-statements/sure-matches', { signal });
      return { count, total };
    },
  });
