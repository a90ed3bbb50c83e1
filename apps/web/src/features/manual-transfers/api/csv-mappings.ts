import type { TCsvMapping } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transferKeys } from './keys';

/** GET /api/bank-statements/csv-mappings: each bank's remembered CSV columns. */
export const useCsvMappings = () =>
  useQuery({
    queryKey: transferKeys.mappings(),
    queryFn: async ({ signal }) =>
      (await api.get<{ mappings: TCsvMapping[] }>('/api/bank-statements/csv-mappings', { signal })).mappings,
  });
