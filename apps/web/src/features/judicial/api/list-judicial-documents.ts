import { MAX_PAGE_SIZE, type TJudicialDocument } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { documentAreaKeys } from './keys';

/** GET /api/judicial_documents → judicial_documents, in creation order. */
export const listJudicialDocuments = (signal?: AbortSignal) =>
  getArray<TJudicialDocument>('/api/judicial_documents', 'judicial_documents', {
    query: { pageSize: MAX_PAGE_SIZE },
    signal,
  });

export const judicialDocumentsQuery = () =>
  queryOptions({
    queryKey: documentAreaKeys.documents(),
    queryFn: ({ signal }) => listJudicialDocuments(signal),
  });

export const useJudicialDocuments = () => useQuery(judicialDocumentsQuery());
