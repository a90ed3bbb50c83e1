import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type InvoiceFile = { id: number; kind: 'xml' | 'pdf'; fileName: string };

/** GET /api/invoices/{id}/xml | pdf: saved under the name the server gives (the SdI file name). */
export async function downloadInvoice({ id, kind, fileName }: InvoiceFile): Promise<void> {
  const file = await apiBlob(`/api/invoices/${id}/${kind}`, { method: 'GET' });
  saveBlob(file, kind === 'xml' ? fileName : fileName.replace(/\.xml$/i, '.pdf'));
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
