import { displayCents, formatDisplayDate, type TBankTransferPayment } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates, transferRows } from './booking-received.v1.ts';
import { htmlButton, htmlFacts, htmlPage } from './layout.ts';

/**
 * A payment reminder, version 1, to an unpaid order's contact: two days before its due date
 * (before_due) and on it (due_day), with the transfer to make again and the day the order expires.
 */
export const PAYMENT_REMINDER_KIND = 'payment-reminder.v1';

export interface PaymentReminder {
  order_id: number;
  when: 'before_due' | 'due_day';
  conference: BookingReceived['conference'];
  payment: TBankTransferPayment & { due_date: string };
  /** yyyy-MM-dd: without a payment, the order expires that day */
  expires_on: string;
  order_url: string | null;
}

export function paymentReminder(r: PaymentReminder): RenderedMail {
  const due = formatDisplayDate(r.payment.due_date);
  const subject =
    r.when === 'before_due'
      ? `Promemoria: prenotazione n. ${r.order_id} da pagare entro il ${due}`
      : `Scadenza del pagamento: prenotazione n. ${r.order_id} (${due})`;
  const about = `la prenotazione n. ${r.order_id} per la conferenza "${r.conference.title}" (${r.conference.city}, ${conferenceDates(r.conference)})`;
  const opening =
    r.when === 'before_due'
      ? `ti ricordiamo che ${about} va pagata entro il ${due}.`
      : `il ${due} è il termine per pagare ${about}, e il bonifico non risulta ancora arrivato.`;
  const expiry = `Senza pagamento, il ${formatDisplayDate(r.expires_on)} la prenotazione scade e i posti vengono liberati.`;
  const already =
    'Se hai già pagato, ignora questo messaggio: un bonifico impiega qualche giorno ad arrivare.';
  const rows = transferRows(r.payment);
  const text = [
    'Gentile cliente,',
    '',
    opening,
    '',
    'Dati per il bonifico:',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    expiry,
    already,
  ];
  if (r.order_url) text.push('', 'La prenotazione è qui:', r.order_url);
  const html = htmlPage(
    subject,
    `<p>Gentile cliente,<br>${esc(opening)}</p>
<h2 style="font-size:16px">Dati per il bonifico</h2>
${htmlFacts(transferRows(r.payment, displayCents))}
<p>${esc(expiry)}</p>
<p>${esc(already)}</p>
${r.order_url ? htmlButton(r.order_url, 'Vedi la prenotazione') : ''}`,
  );
  return { kind: PAYMENT_REMINDER_KIND, subject, html, text: `${text.join('\n')}\n` };
}
