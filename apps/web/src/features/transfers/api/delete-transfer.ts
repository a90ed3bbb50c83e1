import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { transferKeys } from './keys';

/** DELETE /api/manual-transfers/{id}: to the trash; a payment already applied stays. */
export const deleteTransfer = (id: number) => api.delete(`/api/manual-transfers/${id}`);

export const useDeleteTransfer = () =>
  useResourceMutation(deleteTransfer, { settled: [transferKeys.lists()] });
