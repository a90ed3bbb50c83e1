import type { TBillingCheck } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readArray } from '../../../lib/resource-api';

/** Not under invoiceKeys: the users' and companies' editors change it, so each visit asks again. */
export const billingChecksKey = ['billing-checks'] as const;

/** GET /api/billing-checks → the stored billing and companies an invoice would refuse (and how many). */
export const useBillingChecks = () =>
  useQuery({
    queryKey: billingChecksKey,
    queryFn: async ({ signal }) => {
      const body = await api.get<Record<string, unknown>>('/api/billing-checks', { signal });
      return { records: readArray<TBillingCheck>(body, 'records'), total: Number(body.total ?? 0) };
    },
  });
