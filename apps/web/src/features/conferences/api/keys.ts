import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('conferences');

/** Query keys of the conferences feature. */
export const conferenceKeys = {
  ...base,
  prices: () => [...base.all, 'prices'] as const,
  seats: (id: number) => [...base.detail(id), 'seats'] as const,
  waitingList: (id: number) => [...base.detail(id), 'waiting-list'] as const,
};
