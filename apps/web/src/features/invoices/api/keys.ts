import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('invoices');

/** Query and mutation keys of the invoices feature (invoices and the issuer's settings). */
export const invoiceKeys = {
  ...base,
  settings: () => [...base.all, 'settings'] as const,
  pec: () => [...base.all, 'pec-channel'] as const,
  export: () => [...base.all, 'export'] as const,
  receipts: () => [...base.all, 'sdi-receipts'] as const,
};
