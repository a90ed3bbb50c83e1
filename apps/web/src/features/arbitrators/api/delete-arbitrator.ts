import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { arbitratorKeys } from './keys';

/** DELETE /api/arbitrators/{id}: to the trash. */
export const deleteArbitrator = (id: number) => api.delete(`/api/arbitrators/${id}`);

export const useDeleteArbitrator = () =>
  useResourceMutation(deleteArbitrator, { settled: [arbitratorKeys.lists()] });
