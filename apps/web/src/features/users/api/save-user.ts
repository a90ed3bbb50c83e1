import type { TUser, TUserSave } from '@app/shared';
import { putField, useResourceMutation } from '../../../lib/resource-api';
import { userKeys } from './keys';

export type SaveUserInput = { id: number; version: number; body: TUserSave };

/** PUT /api/users/{id} with { user, billing_information } (billing left out when empty). */
export const saveUser = ({ id, version, body }: SaveUserInput) =>
  putField<TUser>(`/api/users/${id}`, 'user', body.billing_information ? body : { user: body.user }, {
    ifMatch: version,
  });

export const useSaveUser = () =>
  useResourceMutation(saveUser, {
    cache: (saved) => [userKeys.detail(saved.id), saved],
    success: [userKeys.lists()],
  });
