import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type OrderInvoiceFile = { id: number; kind: 'xml' | 'pdf'; fileName: string };

/** GET /api/invoices/{id}/xml | pdf, saved under the server's name (the SdI file name). */
export async function downloadOrderInvoice({ id, kind, fileName }: OrderInvoiceFile): Promise<void> {
  const file = await apiBlob(`/api/invoices/${id}/${kind}`, { method: 'GET' });
  saveBlob(file, kind === 'xml' ? fileName : fileName.replace(/\.xml$/i, '.pdf'));
}

export const useDownloadOrderInvoice = () => useMutation({ mutationFn: downloadOrderInvoice });
