import type { TManualTransfer } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../lib/list-query';
import { transferKeys } from './keys';

/** Unconfirmed transfers matching `q` (email or reason), for assigning a statement line by hand. */
export const usePendingTransfers = (q: string) =>
  useQuery({
    queryKey: transferKeys.pending(q),
    queryFn: ({ signal }) =>
      fetchList<TManualTransfer>(
        {
          path: '/api/manual-transfers',
          key: 'transfers',
          params: { page: 1, pageSize: 20, sort: '-id', q: q || undefined, filters: { confirm: 'false' } },
        },
        signal,
      ),
  });
