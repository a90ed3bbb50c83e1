import type { ListParams } from '../../../lib/list-query';

/** Query and mutation keys of the invoices feature (invoices and the issuer's settings). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: ListParams) => [...invoiceKeys.lists(), params] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
  settings: () => [...invoiceKeys.all, 'settings'] as const,
  export: () => [...invoiceKeys.all, 'export'] as const,
  receipts: () => [...invoiceKeys.all, 'sdi-receipts'] as const,
};
