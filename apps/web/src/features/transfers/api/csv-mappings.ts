import type { TCsvMapping } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { transferKeys } from './keys';

/** GET /api/bank-statements/csv-mappings: each bank's remembered CSV columns. */
export const useCsvMappings = () =>
  useQuery({
    queryKey: transferKeys.mappings(),
    queryFn: ({ signal }) =>
      getField<TCsvMapping[]>('/api/bank-statements/csv-mappings', 'mappings', { signal }),
  });
