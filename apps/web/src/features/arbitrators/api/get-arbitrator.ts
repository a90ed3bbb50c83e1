import type { TArbitrator } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { arbitratorKeys } from './keys';

/** GET /api/arbitrators/{id} → arbitrator. */
export const getArbitrator = (id: number, signal?: AbortSignal) =>
  getField<TArbitrator>(`/api/arbitrators/${id}`, 'arbitrator', { signal });

export const arbitratorQuery = (id: number) =>
  queryOptions({ queryKey: arbitratorKeys.detail(id), queryFn: ({ signal }) => getArbitrator(id, signal) });

export const useArbitrator = (id: number) => useQuery({ ...arbitratorQuery(id), enabled: id > 0 });
