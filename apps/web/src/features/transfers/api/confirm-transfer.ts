import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { transferKeys } from './keys';

/** POST /api/manual-transfers/confirm/{id}: the payment is applied; confirming twice is harmless. */
export const confirmTransfer = (id: number) => api.post(`/api/manual-transfers/confirm/${id}`);

/** After the call, success or not, the list reloads. */
export const useConfirmTransfer = () =>
  useResourceMutation(confirmTransfer, { settled: [transferKeys.lists()] });
