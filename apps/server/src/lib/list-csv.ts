import { EXPORT_TOTAL_HEADER, MAX_PAGE_SIZE } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { type CsvRow, sendCsv } from './csv.ts';

/** One column of a list's CSV: its header and how a row gives its cell (money and dates formatted). */
export type CsvColumn<R> = { header: string; value: (row: R) => unknown };

/** What a list route needs to answer its CSV too. */
export type ListCsv<R> = { filename: string; columns: readonly CsvColumn<R>[] };

type Page<R> = (page: number, pageSize: number) => Promise<{ rows: R[]; total: number }>;

/**
 * Every row the list's filters, search and sort select (not one page): read page by page through
 * the list's own query, so the file holds what the grid shows, streamed with flat memory.
 * X-Total-Rows announces the count first, for the client's progress.
 */
export async function sendListCsv<R>(reply: FastifyReply, csv: ListCsv<R>, page: Page<R>) {
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
  return sendCsv(
    reply,
    csv.filename,
    csv.columns.map((column) => column.header),
    rows(),
  );
}
