import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { renderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf.ts';
import type { MailAttachment } from '../../lib/mail/outbox.ts';

/** The PDF courtesy copies of an order's invoices and credit notes, for its recap e-mail. */
export async function invoiceAttachments(db: Db, orderId: number): Promise<MailAttachment[]> {
  const rows = await db
    .select({ fileName: invoices.fileName, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
  return Promise.all(
    rows.map(async (r) => ({
      filename: r.fileName.replace(/\.xml$/, '.pdf'),
      content_type: 'application/pdf',
      content_base64: (await renderInvoicePdf(r.document)).toString('base64'),
    })),
  );
}
