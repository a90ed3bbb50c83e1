import { formatDisplayDate, type TBankTransferPayment } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates, transferHtml, transferText } from './booking-received.v1.ts';
import { htmlButton, htmlPage } from './layout.ts';

/**
 * An unpaid order's due date moved by the association, version 1, to its contact: the new date,
 * and the transfer to make by then (its due date the new one) when the order is paid by transfer.
 */
export const DUE_DATE_EXTENDED_KIND = 'due-date-extended.v1';

export interface DueDateExtended {
  order_id: number;
  conference: BookingReceived['conference'];
  /** yyyy-MM-dd */
  due_date: string;
  /** the transfer still awaited, with the new due date; null when the order has none */
  payment: TBankTransferPayment | null;
  order_url: string | null;
}

export function dueDateExtended(d: DueDateExtended): RenderedMail {
  const due = formatDisplayDate(d.due_date);
  const subject = `Nuova scadenza: prenotazione n. ${d.order_id} da pagare entro il ${due}`;
  const opening = `la scadenza per pagare la prenotazione n. ${d.order_id} per la conferenza "${d.conference.title}" (${d.conference.city}, ${conferenceDates(d.conference)}) è stata prorogata: ora è il ${due}.`;
  const text = ['Gentile cliente,', '', opening];
  if (d.payment) text.push('', 'Dati per il bonifico:', ...transferText(d.payment));
  if (d.order_url) text.push('', 'La prenotazione è qui:', d.order_url);
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Nuova scadenza: ${esc(due)}</h1>
<p>Gentile cliente,<br>${esc(opening)}</p>
${d.payment ? `<h2 style="font-size:16px">Dati per il bonifico</h2>\n${transferHtml(d.payment)}` : ''}
${d.order_url ? htmlButton(d.order_url, 'Vedi la prenotazione') : ''}`,
  );
  return { kind: DUE_DATE_EXTENDED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
