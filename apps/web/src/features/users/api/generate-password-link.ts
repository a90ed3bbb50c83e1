import { MSG } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { userKeys } from './keys';

type PasswordLink = { password_link: string; last_reset_password_link_sent: string };

/** POST /api/users/generate-password-link/{id} → password_link (single use, 48 hours). */
export async function generatePasswordLink(id: number): Promise<PasswordLink> {
  const body = await api.post<Partial<PasswordLink>>(`/api/users/generate-password-link/${id}`);
  if (!body.password_link || !body.last_reset_password_link_sent)
    throw new ApiError(200, MSG.somethingWrong, body);
  return {
    password_link: body.password_link,
    last_reset_password_link_sent: body.last_reset_password_link_sent,
  };
}

export function useGeneratePasswordLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generatePasswordLink(id),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.detail(id) }),
  });
}
