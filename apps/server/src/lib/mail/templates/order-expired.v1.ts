import { formatDisplayDate } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates } from './booking-received.v1.ts';
import { htmlButton, htmlPage } from './layout.ts';

/** An unpaid order that expired, version 1, to its contact: seats freed, what to do if already paid. */
export const ORDER_EXPIRED_KIND = 'order-expired.v1';

export interface OrderExpired {
  order_id: number;
  conference: BookingReceived['conference'];
  /** yyyy-MM-dd */
  due_date: string;
  /** where to book again */
  conference_url: string;
}

export function orderExpired(e: OrderExpired): RenderedMail {
  const subject = `Prenotazione n. ${e.order_id} scaduta – ${e.conference.title}`;
  const lines = [
    `la prenotazione n. ${e.order_id} per la conferenza "${e.conference.title}" (${e.conference.city}, ${conferenceDates(e.conference)}) è scaduta: il pagamento non è arrivato entro il ${formatDisplayDate(e.due_date)}, e i posti sono stati liberati.`,
    'Se hai già fatto il bonifico, lo riconosceremo comunque e ti contatteremo per confermare la partecipazione o restituirti la somma.',
    'Per partecipare puoi fare una nuova prenotazione:',
  ];
  const text = ['Gentile cliente,', '', ...lines, e.conference_url];
  const html = htmlPage(
    subject,
    `<p>Gentile cliente,<br>${esc(lines[0])}</p>
<p>${esc(lines[1])}</p>
<p>${esc(lines[2])}</p>
${htmlButton(e.conference_url, 'Prenota di nuovo')}`,
  );
  return { kind: ORDER_EXPIRED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
