import { resourceKeys } from '../../../lib/resource-api';

const base = resourceKeys('invoices');

/** Query and mutation keys of the invoices feature (invoices, the issuer's settings, the association's logo and contact address). */
export const invoiceKeys = {
  ...base,
  settings: () => [...base.all, 'settings'] as const,
  logo: () => [...base.all, 'association-logo'] as const,
  contact: () => [...base.all, 'association-contact'] as const,
  waitingOfferHours: () => [...base.all, 'waiting-offer-hours'] as const,
  pec: () => [...base.all, 'pec-channel'] as const,
  export: () => [...base.all, 'export'] as const,
  receipts: () => [...base.all, 'sdi-receipts'] as const,
  stampDuty: (year: number) => [...base.all, 'stamp-duty', year] as const,
};
