import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { arbitratorKeys } from './keys';

/** POST /api/arbitrators/{id}/unconfirm: undoes an approval given minutes ago (409 later on). */
export const unconfirmArbitrator = (id: number) => api.post(`/api/arbitrators/${id}/unconfirm`);

export const useUnconfirmArbitrator = () =>
  useResourceMutation(unconfirmArbitrator, { settled: [arbitratorKeys.all] });
