import { MSG } from '@app/shared';
import { ApiError, api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { userKeys } from './keys';

type PasswordLink = { password_link: string; last_reset_password_link_sent: string };

/** POST /api/users/generate-password-link/{id} → password_link (single use, 48 hours). */
export async function generatePasswordLink(id: number): Promise<PasswordLink> {
  const body = await api.post<Partial<PasswordLink>>(`/api/users/generate-password-link/${id}`);
  // both strings must be there and not empty: a blank link is no link
  if (!body.password_link || !body.last_reset_password_link_sent)
    throw new ApiError(200, MSG.somethingWrong, body);
  return {
    password_link: body.password_link,
    last_reset_password_link_sent: body.last_reset_password_link_sent,
  };
}

export const useGeneratePasswordLink = (id: number) =>
  useResourceMutation(() => generatePasswordLink(id), { success: [userKeys.detail(id)] });
