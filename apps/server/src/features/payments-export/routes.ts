import {
  EXPORT_TOTAL_HEADER,
  PAYMENTS_CSV_HEADER,
  paymentsExportFileName,
  ZPaymentsExport,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { copyCsv } from '../../lib/copy-csv.ts';
import { batches, type CsvRow, csvAmount, csvDate, csvHeaders, sendCsv } from '../../lib/csv.ts';
import { sendXlsx, xlsxName } from '../../lib/xlsx.ts';
import { countPaid, fetchPaidBatch, paidCsvQuery } from './repository.ts';

/**
 * POST /api/csv/download-payments: the payments paid from data.date_start to data.date_end
 * (Italian days, inclusive) as CSV, streamed batch by batch so memory stays flat at any volume.
 * X-Total-Rows announces the row count first, for the client's progress. On a PostgreSQL server
 * the rows come from COPY, formatted by the database (a 1M-row range in about COPY's own time).
 * `"format": "xlsx"` answers the same rows as a workbook (typed cells), streamed by lib/xlsx.ts.
 */
export default async function paymentsExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/csv/download-payments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        summary:
          'CSV dei pagamenti incassati nel periodo (date yyyy-MM-dd incluse); con "format": "xlsx" una cartella Excel, su più fogli oltre 1.048.576 righe',
        body: ZPaymentsExport,
      },
    },
    async (req, reply) => {
      const { date_start: start, date_end: end } = req.body.data;
      const total = await countPaid(app.db, start, end);
      const filename = paymentsExportFileName(req.body.data);
      reply.header(EXPORT_TOTAL_HEADER, String(total));
      const xlsx = req.body.format === 'xlsx';
      const { pool } = app.database;
      if (pool && !xlsx) {
        const csv = await copyCsv(pool, paidCsvQuery(start, end), [...PAYMENTS_CSV_HEADER]);
        return csvHeaders(reply, filename).send(csv);
      }
      async function* rows(): AsyncGenerator<CsvRow> {
        for await (const p of batches((after, limit) => fetchPaidBatch(app.db, start, end, after, limit))) {
          yield [
            // the query gives dd/MM/yyyy, as COPY writes it: a date cell of the same day
            csvDate(p.paidOn.split('/').reverse().join('-')),
            p.company,
            p.vat,
            p.subscription,
            p.invoice,
            csvAmount(p.amount),
            p.coupon,
            csvAmount(p.discount),
          ];
        }
      }
      return xlsx
        ? sendXlsx(reply, xlsxName(filename), [...PAYMENTS_CSV_HEADER], rows(), 'Pagamenti')
        : sendCsv(reply, filename, [...PAYMENTS_CSV_HEADER], rows());
    },
  );
}
