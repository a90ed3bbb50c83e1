import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { expertKeys } from './keys';

/** DELETE /api/experts/{id}: to the trash. */
export const deleteExpert = (id: number) => api.delete(`/api/experts/${id}`);

export function useDeleteExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteExpert,
    onSettled: () => client.invalidateQueries({ queryKey: expertKeys.lists() }),
  });
}
