import type { TPaymentsExportRange } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiBlob, type BlobResult } from '../../../lib/api-client';
import { type CsvProgress, csvProgress } from '../../../lib/csv-download';
import { paymentKeys } from './keys';

export type ExportProgress = CsvProgress;

/**
 * POST /api/csv/download-payments with { data: { date_start, date_end } } → the CSV, streamed;
 * `onProgress` follows the rows received against the X-Total-Rows the server announces.
 */
export async function exportPayments(
  data: TPaymentsExportRange,
  onProgress?: (progress: ExportProgress) => void,
): Promise<BlobResult & { rows: number }> {
  const progress = csvProgress(onProgress);
  const result = await apiBlob('/api/csv/download-payments', { body: { data }, onChunk: progress.onChunk });
  return { ...result, rows: progress.rows() };
}

export function useExportPayments(onProgress: (progress: ExportProgress) => void) {
  return useMutation({
    mutationKey: paymentKeys.export(),
    mutationFn: (data: TPaymentsExportRange) => exportPayments(data, onProgress),
  });
}
