import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('experts');

/** Query keys of the experts feature. */
export const expertKeys = {
  ...base,
  userSearch: (q: string) => [...base.all, 'user-search', q] as const,
  userRef: (id: number) => [...base.all, 'user-ref', id] as const,
};
