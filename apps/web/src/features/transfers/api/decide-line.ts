import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { transferKeys } from './keys';

/**
 * The admin's decisions on a statement line: POST /api/bank-statements/lines/{id}/confirm | assign
 * | discard. Each changes transfers too, so both lists reload.
 */
export type LineDecision =
  | { id: number; action: 'confirm'; accept_amount_difference: boolean }
  | { id: number; action: 'assign'; transfer_id: number }
  | { id: number; action: 'discard'; note: string };

export const decideLine = ({ id, action, ...body }: LineDecision) =>
  api.post(`/api/bank-statements/lines/${id}/${action}`, body);

export const useDecideLine = () =>
  useResourceMutation(decideLine, { settled: [transferKeys.all], wait: false });
