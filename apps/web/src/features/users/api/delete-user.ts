import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { userKeys } from './keys';

/** DELETE /api/users/{id}: to the trash (409 for a founder whose company has other members). */
export const deleteUser = (id: number) => api.delete(`/api/users/${id}`);

export const useDeleteUser = () => useResourceMutation(deleteUser, { settled: [userKeys.lists()] });
