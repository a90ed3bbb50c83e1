import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { arbitratorKeys } from './keys';

/** POST /api/arbitrators/{id}/reject {reason}: the application turned down, the applicant mailed. */
export const rejectArbitrator = ({ id, reason }: { id: number; reason: string }) =>
  api.post(`/api/arbitrators/${id}/reject`, { reason });

export const useRejectArbitrator = () =>
  useResourceMutation(rejectArbitrator, { settled: [arbitratorKeys.all] });
