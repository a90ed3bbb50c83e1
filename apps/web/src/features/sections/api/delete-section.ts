import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sectionKeys } from './keys';

/** DELETE /api/sections/{id}: the section goes to the trash. */
export const deleteSection = (id: number) => api.delete(`/api/sections/${id}`);

// by hand: besides the lists, the deleted section's own cache entry goes
export function useDeleteSection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: (_body, id) => client.removeQueries({ queryKey: sectionKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: sectionKeys.lists() }),
  });
}
