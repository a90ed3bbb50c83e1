import type { Db } from '../../db/client.ts';
import { readInvoiceSettings } from '../invoice-settings.ts';
import type { MailAttachment } from '../mail/outbox.ts';
import { renderTicketPdf } from './ticket-pdf.ts';
import { orderTickets } from './tickets.ts';

/** The association's name as documents print it (the invoices' issuer). */
export async function associationOf(db: Db) {
  const s = await readInvoiceSettings(db);
  return { name: s.name || 'Associazione', city: s.city };
}

/** Each participant's ticket PDF (by participant id), for their own confirmation mail. */
export async function ticketAttachments(db: Db, orderId: number): Promise<Map<number, MailAttachment>> {
  const list = await orderTickets(db, orderId);
  if (list.length === 0) return new Map();
  const { name } = await associationOf(db);
  const out = new Map<number, MailAttachment>();
  for (const t of list) {
    out.set(t.participantId, {
      filename: `${t.language === 'en' ? 'ticket' : 'biglietto'}-${t.orderId}-${t.id}.pdf`,
      content_type: 'application/pdf',
      content_base64: (await renderTicketPdf(t, name)).toString('base64'),
    });
  }
  return out;
}
