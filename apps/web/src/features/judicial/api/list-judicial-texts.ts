import { MAX_PAGE_SIZE, type TJudicialText } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArray } from '../../../lib/resource-api';
import { documentAreaKeys } from './keys';

/** GET /api/judicial_texts → judicial_texts, in creation order. */
export const listJudicialTexts = (signal?: AbortSignal) =>
  getArray<TJudicialText>('/api/judicial_texts', 'judicial_texts', {
    query: { pageSize: MAX_PAGE_SIZE },
    signal,
  });

export const judicialTextsQuery = () =>
  queryOptions({ queryKey: documentAreaKeys.texts(), queryFn: ({ signal }) => listJudicialTexts(signal) });

export const useJudicialTexts = () => useQuery(judicialTextsQuery());
