import { EXPORT_TOTAL_HEADER, type TPaymentsExportRange } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiBlob, type BlobResult } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export type ExportProgress = { rows: number; total: number | null };

/**
 * POST /api/csv/download-payments with { data: { date_start, date_end } } → the CSV, streamed;
 * `onProgress` follows the rows received against the X-Total-Rows the server announces.
 */
export async function exportPayments(
  data: TPaymentsExportRange,
  onProgress?: (progress: ExportProgress) => void,
): Promise<BlobResult & { rows: number }> {
  let lines = 0;
  let total: number | null = null;
  const result = await apiBlob('/api/csv/download-payments', {
    body: { data },
    onChunk: (chunk, response) => {
      if (total === null) {
        const announced = Number(response.headers.get(EXPORT_TOTAL_HEADER));
        total = Number.isFinite(announced) && announced >= 0 ? announced : null;
      }
      for (const byte of chunk) if (byte === 10) lines++;
      // the first line is the header
      onProgress?.({ rows: Math.max(0, lines - 1), total });
    },
  });
  return { ...result, rows: Math.max(0, lines - 1) };
}

export function useExportPayments(onProgress: (progress: ExportProgress) => void) {
  return useMutation({
    mutationKey: paymentKeys.export(),
    mutationFn: (data: TPaymentsExportRange) => exportPayments(data, onProgress),
  });
}
