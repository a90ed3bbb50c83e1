import { EXPORT_TOTAL_HEADER, MAX_PAGE_SIZE } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { type CsvRow, sendCsv } from './csv.ts';
import { sendXlsx, xlsxName } from './xlsx.ts';

/**
 * One column of a list's CSV and workbook: its header and how a row gives its cell (money as
 * csvAmount, dates as csvDate: formatted in the CSV, typed in the workbook).
 */
export type CsvColumn<R> = { header: string; value: (row: R) => unknown };

/** What a list route needs to answer its CSV too. */
export type ListCsv<R> = {
  filename: string;
  columns: readonly CsvColumn<R>[];
  /** the workbook's sheet name (xlsx) */
  sheet?: string;
};

type Page<R> = (page: number, pageSize: number) => Promise<{ rows: R[]; total: number }>;

/**
 * Every row the list's filters, search and sort select (not one page): read page by page through
 * the list's own query, so the file holds what the grid shows, streamed with flat memory.
 * X-Total-Rows announces the count first, for the client's progress.
 */
export async function sendListExport<R>(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  csv: ListCsv<R>,
  page: Page<R>,
) {
  const first = await page(1, MAX_PAGE_SIZE);
  reply.header(EXPORT_TOTAL_HEADER, String(first.total));
  async function* rows(): AsyncGenerator<CsvRow> {
    let batch = first.rows;
    for (let n = 2; ; n++) {
      for (const row of batch) yield csv.columns.map((column) => column.value(row));
      if (batch.length < MAX_PAGE_SIZE) return;
      batch = (await page(n, MAX_PAGE_SIZE)).rows;
    }
  }
  const header = csv.columns.map((column) => column.header);
  return format === 'csv'
    ? sendCsv(reply, csv.filename, header, rows())
    : sendXlsx(reply, xlsxName(csv.filename), header, rows(), csv.sheet ?? 'Foglio1');
}
