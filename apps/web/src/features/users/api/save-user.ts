import type { TUser, TUserSave } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export type SaveUserInput = { id: number; version: number; body: TUserSave };

/** PUT /api/users/{id} with { user, billing_information } (billing left out when empty). */
export async function saveUser({ id, version, body }: SaveUserInput): Promise<TUser> {
  const payload = body.billing_information ? body : { user: body.user };
  const answer = await api.put<{ user: TUser }>(`/api/users/${id}`, payload, { ifMatch: version });
  return answer.user;
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: (saved) => {
      client.setQueryData(userKeys.detail(saved.id), saved);
      return client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
