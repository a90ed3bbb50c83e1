import { z } from 'zod';
import { ZSelectionQuery } from './bulk.ts';
import { ZWireDate } from './dates.ts';
import { MAX_DB_INT, ZIdText } from './ids.ts';
import { DOCUMENT_TYPES } from './invoice-document.ts';
import { ZListQuery } from './lists.ts';

/** Electronic invoices: the wire shapes of /api/invoices (admin only). */

export const SDI_STATUSES = ['to_send', 'sent', 'delivered', 'rejected', 'not_delivered'] as const;
export type TSdiStatus = (typeof SDI_STATUSES)[number];
export const SDI_STATUS_LABELS: Record<TSdiStatus, string> = {
  to_send: 'Da inviare',
  sent: 'Inviata',
  delivered: 'Consegnata',
  rejected: 'Scartata',
  not_delivered: 'Non consegnata',
};

export const ZInvoice = z.object({
  id: z.number().int(),
  /** as printed, e.g. "2026/0001" or "FE-2026-1" */
  number: z.string(),
  /** per year and series, from 1 */
  progressive: z.number().int(),
  date: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** the customer's name */
  customer: z.string(),
  /** cents, VAT included */
  total: z.number().int(),
  vat: z.number().int(),
  order_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  sdi_status: z.enum(SDI_STATUSES),
  file_name: z.string(),
  /** cents of imposta di bollo paid virtually on it (DatiBollo), 0 when none */
  stamp_duty: z.number().int(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceLineWire = z.object({
  number: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.string(),
  total: z.number().int(),
  vat_rate: z.number().int(),
  nature: z.string().nullable(),
});

export const ZInvoiceDetail = ZInvoice.extend({
  lines: z.array(ZInvoiceLineWire),
  related_invoice_id: z.number().int().nullable(),
  /** when the SdI status last changed (sent by the export or PEC, a notification): an instant, or null */
  sdi_updated_at: z.string().nullable(),
  /** SdI's errors when it rejected the file */
  sdi_errors: z.array(z.object({ code: z.string(), description: z.string() })),
  /** what is left to credit, cents (an invoice minus its credit notes) */
  creditable: z.number().int(),
  /** cents: the document's Arrotondamento (total − taxable − VAT), 0 on most invoices */
  rounding: z.number().int(),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const ZInvoicesQuery = ZListQuery.extend({
  ...ZSelectionQuery.shape,
  year: z.coerce.number().int().min(2000).max(2999).optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  sdi_status: z.enum(SDI_STATUSES).optional(),
  order_id: ZIdText.optional(),
});

/** POST /api/invoices/{id}/credit-note: cents, VAT included; omitted, what is left of the invoice. */
export const ZCreditNote = z.object({
  amount: z
    .number()
    .int('Importo in centesimi')
    .max(MAX_DB_INT, 'Importo troppo alto')
    .positive("L'importo deve essere maggiore di zero")
    .optional(),
});

export const INVOICE_MSG = {
  orderUnpaid: "L'ordine non è pagato: la fattura si emette quando il pagamento è registrato",
  freeOrder: "Ordine gratuito (totale € 0,00): non c'è nulla da fatturare, nessuna fattura viene emessa",
  creditTooHigh: (left: string) => `La nota di credito supera il residuo della fattura (${left})`,
  nothingToCredit: 'La fattura è già interamente stornata da note di credito',
  creditOfCredit: 'Una nota di credito non si storna con un’altra nota di credito',
  notFound: 'Fattura non trovata',
  notRejected: 'Si rigenera solo una fattura scartata da SdI',
} as const;

/** POST /api/invoices/export: the XML files of invoices dated in the range, as one ZIP. */
export const ZInvoiceExport = z
  .object({
    date_start: ZWireDate,
    date_end: ZWireDate,
    /** only the invoices still to send, which the export marks as sent (dated by it) */
    to_send_only: z.boolean().default(false),
  })
  .refine((r) => r.date_end >= r.date_start, {
    message: 'La data finale non può essere precedente a quella di inizio',
    path: ['date_end'],
  });

/** What one SdI notification changed (POST /api/invoices/sdi-receipts → receipts). */
export const ZSdiReceiptResult = z.object({
  /** the notification's own file name */
  source: z.string(),
  kind: z.enum(['RC', 'NS', 'MC', 'NE', 'AT', 'DT']),
  invoice_file_name: z.string().nullable(),
  invoice_id: z.number().int().nullable(),
  number: z.string().nullable(),
  status_before: z.enum(SDI_STATUSES).nullable(),
  status_after: z.enum(SDI_STATUSES).nullable(),
  /** in Italian: what happened, or why nothing did */
  outcome: z.string(),
});
export type TSdiReceiptResult = z.infer<typeof ZSdiReceiptResult>;

export const ZSdiReceiptsReply = z.object({
  receipts: z.array(ZSdiReceiptResult),
  /** files in the upload that are no SdI notification, with why */
  problems: z.array(z.object({ file: z.string(), reason: z.string() })),
});

export const INVOICE_EXPORT_MSG = {
  empty: 'Nessuna fattura nel periodo indicato',
  noneToSend: 'Nessuna fattura da inviare nel periodo indicato',
} as const;
