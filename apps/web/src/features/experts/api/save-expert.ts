import type { TExpert, TExpertSave } from '@app/shared';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { expertKeys } from './keys';

export type SaveExpertInput = { id: number | null; version?: number; expert: TExpertSave };

/** POST /api/experts (new) or PUT /api/experts/{id} (based on `version`), body { expert }. */
export const saveExpert = ({ id, version, expert }: SaveExpertInput) =>
  // an id of 0 is a new expert too
  saveRecord<TExpert>('/api/experts', { id: id || null, version }, 'expert', { expert });

export const useSaveExpert = () =>
  useResourceMutation(saveExpert, {
    cache: (saved) => [expertKeys.detail(saved.id), saved],
    success: [expertKeys.lists()],
  });
