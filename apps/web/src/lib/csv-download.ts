import { EXPORT_TOTAL_HEADER } from '@app/shared';
import { apiBlob, type BlobResult, type QueryParams } from './api-client';

/** Rows of a CSV received so far (its header not counted) and the total the server announced. */
export type CsvProgress = { rows: number; total: number | null };

/**
 * The chunk reader of a streamed CSV: counts the lines as they arrive and reads X-Total-Rows once,
 * reporting both after every chunk. `rows()` gives the final count.
 */
export function csvProgress(onProgress?: (progress: CsvProgress) => void) {
  let lines = 0;
  let total: number | null | undefined;
  const rows = () => Math.max(0, lines - 1);
  const onChunk = (chunk: Uint8Array, response: Response) => {
    if (total === undefined) {
      const announced = Number(response.headers.get(EXPORT_TOTAL_HEADER) ?? Number.NaN);
      total = Number.isFinite(announced) && announced >= 0 ? announced : null;
    }
    for (const byte of chunk) if (byte === 10) lines++;
    onProgress?.({ rows: rows(), total });
  };
  return { onChunk, rows };
}

/**
 * GET `<path>/csv` with a list's search, sort and filters: every row they select as a CSV file
 * (the list endpoints that offer a file answer it there).
 */
export async function exportList(
  path: string,
  query: QueryParams,
  onProgress?: (progress: CsvProgress) => void,
): Promise<BlobResult & { rows: number }> {
  const progress = csvProgress(onProgress);
  const file = await apiBlob(`${path}/csv`, { method: 'GET', query, onChunk: progress.onChunk });
  return { ...file, rows: progress.rows() };
}
