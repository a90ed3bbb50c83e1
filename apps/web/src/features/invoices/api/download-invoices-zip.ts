import { apiBlob } from '../../../lib/api-client';

/** POST /api/invoices/bulk/zip: the selected invoices' files (PDF and/or XML) in one ZIP. */
export const downloadInvoicesZip = (ids: number[], files = 'both') =>
  apiBlob('/api/invoices/bulk/zip', { body: { ids, files } });
