import { MSG, type TExpert } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { expertKeys } from './keys';

/** GET /api/experts/{id} → expert. */
export async function getExpert(id: number, signal?: AbortSignal): Promise<TExpert> {
  const body = await api.get<{ expert?: TExpert }>(`/api/experts/${id}`, { signal });
  if (!body.expert) throw new ApiError(200, MSG.somethingWrong, body);
  return body.expert;
}

export const expertQuery = (id: number) =>
  queryOptions({ queryKey: expertKeys.detail(id), queryFn: ({ signal }) => getExpert(id, signal) });

export const useExpert = (id: number) => useQuery({ ...expertQuery(id), enabled: id > 0 });
