import type { TArbitrator, TArbitratorUpdate } from '@app/shared';
import { postField, useResourceMutation } from '../../../lib/resource-api';
import { arbitratorKeys } from './keys';

export type SaveArbitratorInput = { id: number; version: number; arbitrator: TArbitratorUpdate };

/** POST /api/arbitrators/{id} with body { arbitrator } (the whole object), based on `version`. */
export const saveArbitrator = ({ id, version, arbitrator }: SaveArbitratorInput) =>
  postField<TArbitrator>(`/api/arbitrators/${id}`, 'arbitrator', { arbitrator }, { ifMatch: version });

export const useSaveArbitrator = () =>
  useResourceMutation(saveArbitrator, {
    cache: (saved) => [arbitratorKeys.detail(saved.id), saved],
    success: [arbitratorKeys.lists()],
    // the caller's onSuccess must run before the new version remounts its form
    wait: false,
  });
