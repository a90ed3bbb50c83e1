import { MAX_PAGE_SIZE, MSG, type TJudicialDocument } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { documentAreaKeys } from './keys';

/** GET /api/judicial_documents → judicial_documents, in creation order. */
export async function listJudicialDocuments(signal?: AbortSignal): Promise<TJudicialDocument[]> {
  const body = await api.get<{ judicial_documents?: TJudicialDocument[] }>('/api/judicial_documents', {
    query: { pageSize: MAX_PAGE_SIZE },
    signal,
  });
  if (!Array.isArray(body.judicial_documents)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.judicial_documents;
}

export const judicialDocumentsQuery = () =>
  queryOptions({
    queryKey: documentAreaKeys.documents(),
    queryFn: ({ signal }) => listJudicialDocuments(signal),
  });

export const useJudicialDocuments = () => useQuery(judicialDocumentsQuery());
