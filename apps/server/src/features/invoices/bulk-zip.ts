import { PassThrough } from 'node:stream';
import {
  BULK_MSG,
  bulkBody,
  type INVOICE_ZIP_FILES,
  type TBulkBody,
  ZInvoicesQuery,
  ZInvoiceZipFiles,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client.ts';
import { selectedIds } from '../../lib/bulk.ts';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import { findInvoiceRow, listInvoices } from './repository.ts';

type Files = (typeof INVOICE_ZIP_FILES)[number];

/**
 * The ZIP of the selected invoices, streamed as it is made: each one's FatturaPA XML (deflated) and
 * its courtesy PDF (stored: a PDF is compressed already), named as their single downloads. An id
 * that is no invoice is named in a text file inside, so the admin sees what is missing.
 */
export function invoicesZip(db: Db, ids: readonly number[], files: Files, onError: (err: unknown) => void) {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const add = (name: string, data: Uint8Array, deflate: boolean) => {
    const entry = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
  };
  const encoder = new TextEncoder();
  (async () => {
    const missing: number[] = [];
    for (const id of ids) {
      const row = await findInvoiceRow(db, id);
      if (!row) {
        missing.push(id);
        continue;
      }
      if (files !== 'pdf') add(row.fileName, encoder.encode(row.xml), true);
      if (files !== 'xml') {
        const pdf = await renderInvoicePdf(row.document);
        add(row.fileName.replace(/\.xml$/, '.pdf'), new Uint8Array(pdf), false);
      }
    }
    if (missing.length > 0) {
      const text = missing.map((id) => `${id}: ${BULK_MSG.invoiceMissing}`).join('\r\n');
      add(BULK_MSG.zipMissingEntry, encoder.encode(`${text}\r\n`), true);
    }
    zip.end();
  })().catch((err) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}

/** POST /api/invoices/bulk/zip: the selected invoices (ids, or the list's filter) as one ZIP. */
export async function invoiceZipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/invoices/bulk/zip',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices'],
        summary:
          'Le fatture indicate (ids) o quelle del filtro della lista in un unico ZIP: XML FatturaPA e/o PDF di cortesia (files both|pdf|xml)',
        body: bulkBody(ZInvoicesQuery, { files: ZInvoiceZipFiles }),
      },
    },
    async (req, reply) => {
      const body = req.body as TBulkBody & { files: Files };
      const ids = await selectedIds(
        body,
        { filter: ZInvoicesQuery, list: (q) => listInvoices(app.db, q), rowId: (r) => r.id },
        {},
      );
      const stream = invoicesZip(app.db, ids, body.files, (err) => req.log.error({ err }, 'invoices zip'));
      return reply
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="fatture.zip"')
        .send(stream);
    },
  );
}
