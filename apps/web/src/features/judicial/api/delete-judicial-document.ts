import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { documentAreaKeys } from './keys';

/** DELETE /api/judicial_documents/{id}. */
export const deleteJudicialDocument = (id: number) => api.delete(`/api/judicial_documents/${id}`);

export const useDeleteJudicialDocument = () =>
  useResourceMutation(deleteJudicialDocument, { settled: [documentAreaKeys.documents()] });
