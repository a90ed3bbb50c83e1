import type { TArbitrator, TArbitratorUpdate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { arbitratorKeys } from './keys';

export type SaveArbitratorInput = { id: number; version: number; arbitrator: TArbitratorUpdate };

/** POST /api/arbitrators/{id} with body { arbitrator } (the whole object), based on `version`. */
export async function saveArbitrator({ id, version, arbitrator }: SaveArbitratorInput): Promise<TArbitrator> {
  const body = await api.post<{ arbitrator: TArbitrator }>(
    `/api/arbitrators/${id}`,
    { arbitrator },
    { ifMatch: version },
  );
  return body.arbitrator;
}

export function useSaveArbitrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArbitrator,
    onSuccess: (saved) => {
      client.setQueryData(arbitratorKeys.detail(saved.id), saved);
      // not awaited: the caller's onSuccess must run before the new version remounts its form
      void client.invalidateQueries({ queryKey: arbitratorKeys.lists() });
    },
  });
}
