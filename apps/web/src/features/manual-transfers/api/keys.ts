import type { ListParams } from '../../../lib/list-query';

/** Query keys of the manual-transfers feature (the transfers and the statement reconciliation). */
export const transferKeys = {
  all: ['manual-transfers'] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (params: ListParams) => [...transferKeys.lists(), params] as const,
  lines: () => [...transferKeys.all, 'statement-lines'] as const,
  linesList: (params: ListParams) => [...transferKeys.lines(), params] as const,
  mappings: () => [...transferKeys.all, 'csv-mappings'] as const,
  pending: (q: string) => [...transferKeys.all, 'pending', q] as const,
};
