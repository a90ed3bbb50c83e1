import { MSG, type TJudicialDocument, type TJudicialDocumentUpdate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { documentAreaKeys } from './keys';

type SaveInput = { id: number | null; version?: number; judicial_document: TJudicialDocumentUpdate };

/** POST /api/judicial_documents (new) or PUT /api/judicial_documents/{id} with If-Match. */
export async function saveJudicialDocument({ id, version, judicial_document }: SaveInput) {
  const body =
    id === null
      ? await api.post<{ judicial_document?: TJudicialDocument }>('/api/judicial_documents', {
          judicial_document,
        })
      : await api.put<{ judicial_document?: TJudicialDocument }>(
          `/api/judicial_documents/${id}`,
          { judicial_document },
          { ifMatch: version },
        );
  if (!body.judicial_document) throw new ApiError(200, MSG.somethingWrong, body);
  return body.judicial_document;
}

export function useSaveJudicialDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveJudicialDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: documentAreaKeys.documents() }),
  });
}
