import type { ZInvoiceExport } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { invoiceKeys } from './keys';

export type InvoiceExportRange = z.output<typeof ZInvoiceExport>;
/** Bytes received, against the Content-Length the server announces (null when it does not). */
export type ExportProgress = { bytes: number; total: number | null };

/**
 * POST /api/invoices/export { date_start, date_end, to_send_only } → a ZIP of the period's XML
 * files, saved as a download; a period without invoices is a 404 carrying its own message.
 */
export async function exportInvoices(
  range: InvoiceExportRange,
  onProgress?: (progress: ExportProgress) => void,
): Promise<void> {
  let bytes = 0;
  const file = await apiBlob('/api/invoices/export', {
    body: range,
    onChunk: (chunk, response) => {
      bytes += chunk.length;
      const announced = Number(response.headers.get('Content-Length'));
      onProgress?.({ bytes, total: Number.isFinite(announced) && announced > 0 ? announced : null });
    },
  });
  saveBlob(file, `fatture-${range.date_start}-${range.date_end}.zip`);
}

export function useExportInvoices(onProgress: (progress: ExportProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: invoiceKeys.export(),
    mutationFn: (range: InvoiceExportRange) => exportInvoices(range, onProgress),
    // "solo da inviare" marks what it exported as sent
    onSuccess: (_done, range) =>
      range.to_send_only ? queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) : undefined,
  });
}
