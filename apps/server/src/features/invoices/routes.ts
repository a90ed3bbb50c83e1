import {
  DOCUMENT_TYPE_LABELS,
  INVOICE_EXPORT_MSG,
  INVOICE_MSG,
  SDI_STATUS_LABELS,
  success,
  ZCreditNote,
  ZIdParam,
  ZInvoice,
  ZInvoiceDetail,
  ZInvoiceExport,
  ZInvoicesQuery,
  ZSdiReceiptsReply,
} from '@app/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { csvAmount, csvDate } from '../../lib/csv.ts';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import { listenToCredits } from '../../lib/order-credit.ts';
import { listenToPayments } from '../../lib/paid-hooks.ts';
import { listRoute } from '../../lib/routes.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { readUpload } from '../../plugins/files.ts';
import { invoiceZipRoutes } from './bulk-zip.ts';
import { exportInvoices } from './export.ts';
import type { Issued } from './issue.ts';
import { issueCreditNote, issueOrderInvoice, regenerateInvoice } from './issue.ts';
import { invoiceOnCredit } from './on-credit.ts';
import { invoiceOnPaid } from './on-paid.ts';
import pecRoutes from './pec-routes.ts';
import { applyReceipts } from './receipts.ts';
import { findInvoice, findInvoiceRow, INVOICE_SORTS, listInvoices } from './repository.ts';
import { SDI_RECEIPT_LIMITS } from './sdi-receipts-parse.ts';
import invoiceSettingsRoutes from './settings-routes.ts';
import stampDutyRoutes from './stamp-duty-routes.ts';

const invoiceReply = { 200: success({ invoice: ZInvoiceDetail }) };
/** An order's invoice and, when it was issued past its term, what the admin must know (which date it carries). */
const orderInvoiceReply = { 200: success({ invoice: ZInvoiceDetail, message: z.string().optional() }) };

/** An issue that could not be made is a 409 naming what to fix; nothing was written. */
function issued(result: Issued, audit: AuditRecorder, action: string, after: Record<string, unknown>) {
  if ('problem' in result) throw new AppError('conflict', result.problem);
  if (result.created) audit.record({ entity: 'invoice', entityId: result.invoiceId, action, after });
  return result.invoiceId;
}

/** Electronic invoices: issue, read, download, credit (admin only). */
export default async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  listenToPayments('invoice', invoiceOnPaid);
  listenToCredits(invoiceOnCredit);
  await app.register(invoiceSettingsRoutes);
  await app.register(pecRoutes);
  await app.register(stampDutyRoutes);
  await app.register(invoiceZipRoutes);

  const detail = async (id: number) => {
    const invoice = await findInvoice(app.db, id);
    if (!invoice) throw new AppError('not_found', INVOICE_MSG.notFound);
    return { status: 'success' as const, invoice };
  };

  listRoute(app, '/invoices', {
    access: 'admin',
    tags,
    summary: 'Fatture e note di credito, le più recenti prima; filtri year, type, sdi_status, order_id, q',
    querystring: ZInvoicesQuery,
    sorts: INVOICE_SORTS,
    key: 'invoices',
    item: ZInvoice,
    list: (query) => listInvoices(app.db, query),
    csv: {
      filename: 'fatture.csv',
      sheet: 'Fatture',
      columns: [
        { header: 'Numero', value: (i) => i.number },
        { header: 'Data', value: (i) => csvDate(i.date) },
        { header: 'Tipo', value: (i) => DOCUMENT_TYPE_LABELS[i.type] },
        { header: 'Cliente', value: (i) => i.customer },
        { header: 'Totale', value: (i) => csvAmount(i.total) },
        { header: 'IVA', value: (i) => csvAmount(i.vat) },
        { header: 'Stato SdI', value: (i) => SDI_STATUS_LABELS[i.sdi_status] },
        { header: 'Ordine', value: (i) => i.order_id ?? '' },
        { header: 'File', value: (i) => i.file_name },
      ],
    },
  });

  app.get(
    '/invoices/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Una fattura con le sue righe', params: ZIdParam, response: invoiceReply },
    },
    async (req) => detail(req.params.id),
  );

  const download = async (id: number, reply: FastifyReply, kind: 'xml' | 'pdf') => {
    const row = await findInvoiceRow(app.db, id);
    if (!row) throw new AppError('not_found', INVOICE_MSG.notFound);
    const name = kind === 'xml' ? row.fileName : row.fileName.replace(/\.xml$/, '.pdf');
    reply.header('Content-Disposition', `attachment; filename="${name}"`);
    if (kind === 'xml') return reply.type('application/xml; charset=utf-8').send(row.xml);
    return reply.type('application/pdf').send(await renderInvoicePdf(row.document));
  };

  app.get(
    '/invoices/:id/xml',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Il file FatturaPA così come è stato emesso', params: ZIdParam },
    },
    async (req, reply) => download(req.params.id, reply, 'xml'),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'La copia di cortesia in PDF', params: ZIdParam },
    },
    async (req, reply) => download(req.params.id, reply, 'pdf'),
  );

  app.post(
    '/orders/:id/invoice',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Emette la fattura di un ordine pagato, se non l'ha già (altrimenti risponde con quella); un ordine non pagato riceve 409. La fattura porta la data del pagamento; emessa oltre i 12 giorni, message lo dice",
        params: ZIdParam,
        response: orderInvoiceReply,
      },
    },
    async (req) => {
      const result = await req.write(async (tx, audit) => {
        const done = await issueOrderInvoice(tx, req.params.id, req.user?.id ?? null);
        const id = issued(done, audit, 'issue', { order_id: req.params.id });
        return { id, late: 'late' in done ? done.late : undefined };
      });
      return { ...(await detail(result.id)), ...(result.late ? { message: result.late } : {}) };
    },
  );

  app.post(
    '/invoices/:id/credit-note',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Emette una nota di credito (TD04) per amount centesimi IVA inclusa; senza amount, per il residuo',
        params: ZIdParam,
        body: ZCreditNote.nullish(),
        response: invoiceReply,
      },
    },
    async (req) => {
      const id = await req.write(async (tx, audit) =>
        issued(
          await issueCreditNote(tx, req.params.id, req.body?.amount, req.user?.id ?? null),
          audit,
          'credit_note',
          {
            invoice_id: req.params.id,
            amount: req.body?.amount ?? null,
          },
        ),
      );
      return detail(id);
    },
  );

  app.post(
    '/invoices/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Uno ZIP dei file XML delle fatture con data nel periodo (date_start, date_end), per l’intermediario; con to_send_only solo quelle da inviare, che diventano inviate',
        body: ZInvoiceExport,
      },
    },
    async (req, reply) => {
      const { date_start: start, date_end: end, to_send_only: toSendOnly } = req.body;
      const zip = await req.write((tx, audit) => exportInvoices(tx, audit, { start, end, toSendOnly }));
      if (!zip) {
        throw new AppError(
          'not_found',
          toSendOnly ? INVOICE_EXPORT_MSG.noneToSend : INVOICE_EXPORT_MSG.empty,
        );
      }
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="fatture-${start}-${end}.zip"`)
        .header('Content-Length', zip.byteLength)
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/invoices/sdi-receipts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Importa le notifiche SdI (multipart, campo file: un XML o uno ZIP, max 10 MiB), abbinate per nome file: ogni fattura cambia stato',
        consumes: ['multipart/form-data'],
        response: { 200: success(ZSdiReceiptsReply.shape) },
      },
    },
    async (req) => {
      const upload = await readUpload(req, SDI_RECEIPT_LIMITS.uploadBytes);
      const result = await req.write((tx, audit) =>
        applyReceipts(tx, audit, upload.data, upload.filename || 'notifica.xml'),
      );
      return { status: 'success' as const, ...result };
    },
  );

  app.post(
    '/invoices/:id/regenerate',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Riscrive una fattura scartata da SdI con i dati di oggi, stesso numero e data, nuovo nome file',
        params: ZIdParam,
        response: invoiceReply,
      },
    },
    async (req) => {
      await req.write(async (tx, audit) => {
        const before = await findInvoiceRow(tx, req.params.id);
        issued(await regenerateInvoice(tx, req.params.id), audit, 'regenerate', {});
        audit.record({
          entity: 'invoice',
          entityId: req.params.id,
          action: 'regenerate',
          before: { file_name: before?.fileName, sdi_status: before?.sdiStatus },
          after: { sdi_status: 'to_send' },
        });
      });
      return detail(req.params.id);
    },
  );
}
