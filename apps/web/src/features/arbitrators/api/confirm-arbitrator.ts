import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { arbitratorKeys } from './keys';

/** POST /api/arbitrators/{id}/confirm: approved 0 → 1 (idempotent). */
export const confirmArbitrator = (id: number) => api.post(`/api/arbitrators/${id}/confirm`);

export const useConfirmArbitrator = () =>
  useResourceMutation(confirmArbitrator, { settled: [arbitratorKeys.all] });
