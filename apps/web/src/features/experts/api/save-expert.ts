import type { TExpert, TExpertSave } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expertKeys } from './keys';

export type SaveExpertInput = { id: number | null; version?: number; expert: TExpertSave };

/** POST /api/experts (new) or PUT /api/experts/{id} (based on `version`), body { expert }. */
export async function saveExpert({ id, version, expert }: SaveExpertInput): Promise<TExpert> {
  const body = id
    ? await api.put<{ expert: TExpert }>(`/api/experts/${id}`, { expert }, { ifMatch: version })
    : await api.post<{ expert: TExpert }>('/api/experts', { expert });
  return body.expert;
}

export function useSaveExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExpert,
    onSuccess: (saved) => {
      client.setQueryData(expertKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: expertKeys.lists() });
    },
  });
}
