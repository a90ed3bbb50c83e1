import type { TExpert } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { expertKeys } from './keys';

/** GET /api/experts/{id} → expert. */
export const getExpert = (id: number, signal?: AbortSignal) =>
  getField<TExpert>(`/api/experts/${id}`, 'expert', { signal });

export const expertQuery = (id: number) =>
  queryOptions({ queryKey: expertKeys.detail(id), queryFn: ({ signal }) => getExpert(id, signal) });

export const useExpert = (id: number) => useQuery({ ...expertQuery(id), enabled: id > 0 });
