import type { TStampDutyQuarter } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** GET /api/invoices/stamp-duty?year= → the year's imposta di bollo per quarter. */
export const useStampDuty = (year: number) =>
  useQuery({
    queryKey: invoiceKeys.stampDuty(year),
    queryFn: ({ signal }) =>
      getArray<TStampDutyQuarter>('/api/invoices/stamp-duty', 'quarters', { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
