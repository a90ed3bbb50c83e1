import { MAX_PAGE_SIZE, MSG, type TJudicialText } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { documentAreaKeys } from './keys';

/** GET /api/judicial_texts → judicial_texts, in creation order. */
export async function listJudicialTexts(signal?: AbortSignal): Promise<TJudicialText[]> {
  const body = await api.get<{ judicial_texts?: TJudicialText[] }>('/api/judicial_texts', {
    query: { pageSize: MAX_PAGE_SIZE },
    signal,
  });
  if (!Array.isArray(body.judicial_texts)) throw new ApiError(200, MSG.somethingWrong, body);
  return body.judicial_texts;
}

export const judicialTextsQuery = () =>
  queryOptions({ queryKey: documentAreaKeys.texts(), queryFn: ({ signal }) => listJudicialTexts(signal) });

export const useJudicialTexts = () => useQuery(judicialTextsQuery());
