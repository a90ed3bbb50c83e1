import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { documentAreaKeys } from './keys';

/** DELETE /api/judicial_texts/{id}. */
export const deleteJudicialText = (id: number) => api.delete(`/api/judicial_texts/${id}`);

export const useDeleteJudicialText = () =>
  useResourceMutation(deleteJudicialText, { settled: [documentAreaKeys.texts()] });
