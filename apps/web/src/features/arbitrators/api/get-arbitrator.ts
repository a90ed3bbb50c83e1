import { MSG, type TArbitrator } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { arbitratorKeys } from './keys';

/** GET /api/arbitrators/{id} → arbitrator. */
export async function getArbitrator(id: number, signal?: AbortSignal): Promise<TArbitrator> {
  const body = await api.get<{ arbitrator?: TArbitrator }>(`/api/arbitrators/${id}`, { signal });
  if (!body.arbitrator) throw new ApiError(200, MSG.somethingWrong, body);
  return body.arbitrator;
}

export const arbitratorQuery = (id: number) =>
  queryOptions({
    queryKey: arbitratorKeys.detail(id),
    queryFn: ({ signal }) => getArbitrator(id, signal),
  });

export const useArbitrator = (id: number) => useQuery({ ...arbitratorQuery(id), enabled: id > 0 });
