import type { TLanguage } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { lookupQuery } from '../../../lib/lookup-query';
import { getArray } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

/** GET /api/languages → data (code, name). */
export const getLanguages = (signal?: AbortSignal) =>
  getArray<TLanguage>('/api/languages', 'data', { signal });

export const languagesQuery = () => lookupQuery(sectionKeys.languages(), getLanguages);

export const useLanguages = () => useQuery(languagesQuery());
