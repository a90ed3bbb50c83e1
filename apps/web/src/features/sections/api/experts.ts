import { MAX_PAGE_SIZE, type TExpertRef } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { lookupQuery } from '../../../lib/lookup-query';
import { getArray } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** GET /api/experts → experts: the choices of a document's expert select (name surname). */
export async function getExpertRefs(signal?: AbortSignal): Promise<TExpertRef[]> {
  const experts = await getArray<TExpertRef>('/api/experts', 'experts', {
    query: { pageSize: MAX_PAGE_SIZE, sort: 'surname' },
    signal,
  });
  return experts.map(({ id, name, surname }) => ({ id, name, surname }));
}

export const expertRefsQuery = () => lookupQuery(sectionKeys.experts(), getExpertRefs, 60_000);

export const useExpertRefs = () => useQuery(expertRefsQuery());
