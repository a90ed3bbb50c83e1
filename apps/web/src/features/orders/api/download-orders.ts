import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type DownloadProgress = { bytes: number; rows: number };

/**
 * POST /api/csv/download-booking { conference_id }: the CSV streams in; `onProgress` sees the
 * bytes and rows received so far; the file is then handed to the browser as a download.
 */
export async function downloadOrders(
  conferenceId: number,
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  let bytes = 0;
  let rows = 0;
  const file = await apiBlob('/api/csv/download-booking', {
    body: { conference_id: conferenceId },
    onChunk: (chunk) => {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows++;
      onProgress({ bytes, rows: Math.max(rows - 1, 0) });
    },
  });
  saveBlob(file, `prenotazioni-conferenza-${conferenceId}.csv`);
}

export const useDownloadOrders = (onProgress: (progress: DownloadProgress) => void) =>
  useMutation({ mutationFn: (conferenceId: number) => downloadOrders(conferenceId, onProgress) });

/** The same with `"format": "xlsx"`: the bookings as an Excel workbook. */
export const downloadOrdersXlsx = (conferenceId: number) =>
  apiBlob('/api/csv/download-booking', { body: { conference_id: conferenceId, format: 'xlsx' } });
