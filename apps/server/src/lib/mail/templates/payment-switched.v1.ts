import type { TBankTransferPayment } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates, transferHtml, transferText } from './booking-received.v1.ts';
import { htmlButton, htmlPage } from './layout.ts';

/**
 * An order whose booker went from card to bank transfer on the order page, version 1, to its
 * contact: the transfer to make (beneficiary, IBAN, amount, RF reference, due date).
 */
export const PAYMENT_SWITCHED_KIND = 'payment-switched-to-transfer.v1';

export interface PaymentSwitched {
  order_id: number;
  conference: BookingReceived['conference'];
  payment: TBankTransferPayment;
  order_url: string | null;
}

export function paymentSwitched(p: PaymentSwitched): RenderedMail {
  const subject = `Pagamento con bonifico – prenotazione n. ${p.order_id} – ${p.conference.title}`;
  const opening = `hai scelto di pagare con bonifico la prenotazione n. ${p.order_id} per la conferenza "${p.conference.title}" (${p.conference.city}, ${conferenceDates(p.conference)}). Per completarla effettua un bonifico con questi dati:`;
  const text = ['Gentile cliente,', '', opening, ...transferText(p.payment)];
  if (p.order_url) text.push('', 'La prenotazione è qui:', p.order_url);
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Pagamento con bonifico – n. ${p.order_id}</h1>
<p>Gentile cliente,<br>${esc(opening)}</p>
${transferHtml(p.payment)}
${p.order_url ? htmlButton(p.order_url, 'Vedi la prenotazione') : ''}`,
  );
  return { kind: PAYMENT_SWITCHED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
