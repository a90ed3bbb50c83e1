import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';
import { renderInvoicePdf } from './invoice-pdf/invoice-pdf.ts';
import type { MailAttachment } from './mail/outbox.ts';

/**
 * The invoice (not its credit notes) of an order or of a membership payment as the PDF a mail
 * attaches, with its number; null when it has none (invoicing off, or blocked).
 */
export async function invoiceAttachment(
  db: Db,
  of: { orderId: number } | { paymentId: number },
): Promise<{ number: string; attachment: MailAttachment } | null> {
  const owner = 'orderId' in of ? eq(invoices.orderId, of.orderId) : eq(invoices.paymentId, of.paymentId);
  const [row] = await db
    .select({ number: invoices.number, fileName: invoices.fileName, document: invoices.document })
    .from(invoices)
    .where(and(owner, eq(invoices.type, 'TD01')))
    .orderBy(desc(invoices.id))
    .limit(1);
  if (!row) return null;
  const attachment: MailAttachment = {
    filename: row.fileName.replace(/\.xml$/, '.pdf'),
    content_type: 'application/pdf',
    content_base64: (await renderInvoicePdf(row.document)).toString('base64'),
  };
  return { number: row.number, attachment };
}
