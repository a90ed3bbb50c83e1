import type { TSavedViewList } from '@app/shared';
import { api } from '../../lib/api-client';
import { useResourceMutation } from '../../lib/resource-api';
import { savedViewKeys } from './keys';

/** DELETE /api/saved-views/{id}: only its owner may; the views reload either way. */
export const deleteView = (id: number) => api.delete(`/api/saved-views/${id}`);

export const useDeleteView = (list: TSavedViewList) =>
  useResourceMutation(deleteView, { settled: [savedViewKeys.list(list)] });
