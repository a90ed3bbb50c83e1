import type { ListParams } from '../../../lib/list-query';
import { listKeys } from '../../../lib/resource-api';

const base = listKeys('transfers');
const lines = () => [...base.all, 'statement-lines'] as const;

/** Query keys of the transfers feature (the transfers and the statement reconciliation). */
export const transferKeys = {
  ...base,
  lines,
  linesList: (params: ListParams) => [...lines(), params] as const,
  sureMatches: () => [...lines(), 'sure-matches'] as const,
  mappings: () => [...base.all, 'csv-mappings'] as const,
  pending: (q: string) => [...base.all, 'pending', q] as const,
};
