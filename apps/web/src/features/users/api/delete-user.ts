import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** DELETE /api/users/{id}: to the trash (409 for a founder whose company has other members). */
export const deleteUser = (id: number) => api.delete(`/api/users/${id}`);

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
