import type { TTrashKind } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trashKeys } from './keys';

/** POST /api/trash/{kind}/{id}/restore → message. */
export const restoreItem = ({ kind, id }: { kind: TTrashKind; id: number }) =>
  api.post<{ message: string }>(`/api/trash/${kind}/${id}/restore`);

export function useRestoreItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreItem,
    // The record is back in its own list, whichever feature owns it: refetch what is cached.
    onSuccess: () => client.invalidateQueries(),
    onSettled: () => client.invalidateQueries({ queryKey: trashKeys.all }),
  });
}
