import { PAYMENTS_EXPORT_MSG, type TPaymentsExportRange } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiBlob, type BlobResult } from '../../../lib/api-client';
import { type CsvProgress, csvProgress } from '../../../lib/csv-download';
import { paymentKeys } from './keys';

export type ExportProgress = CsvProgress;

/**
 * POST /api/csv/download-payments with { data: { date_start, date_end } } → the CSV, streamed;
 * `onProgress` follows the rows received against the X-Total-Rows the server announces. A range
 * without payments is an error that says so, not an empty file.
 */
export async function exportPayments(
  data: TPaymentsExportRange,
  onProgress?: (progress: ExportProgress) => void,
): Promise<BlobResult & { rows: number }> {
  const progress = csvProgress(onProgress);
  const result = await apiBlob('/api/csv/download-payments', { body: { data }, onChunk: progress.onChunk });
  if (progress.rows() === 0) throw new ApiError(200, PAYMENTS_EXPORT_MSG.empty);
  return { ...result, rows: progress.rows() };
}

export function useExportPayments(onProgress: (progress: ExportProgress) => void) {
  return useMutation({
    mutationKey: paymentKeys.export(),
    mutationFn: (data: TPaymentsExportRange) => exportPayments(data, onProgress),
  });
}

/** The same range with `"format": "xlsx"`: the payments as an Excel workbook (typed cells). */
export const exportPaymentsXlsx = (data: TPaymentsExportRange) =>
  apiBlob('/api/csv/download-payments', { body: { data, format: 'xlsx' } });
