import { formatCents, type TQuote } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates } from './booking-received.v1.ts';
import { htmlButton, htmlLines, htmlPage, paidOn, textLines } from './layout.ts';

/**
 * An order's confirmation, version 1, to its contact e-mail only: paid (when, how) or still to pay,
 * the order's lines as its invoice has them (quoteOf) and the total, the invoice attached when
 * there is one, the order page. The participants' own mails are participation.v1.
 */
export const ORDER_CONFIRMATION_KIND = 'order-confirmation.v1';

export interface OrderConfirmation {
  order_id: number;
  conference: BookingReceived['conference'];
  quote: TQuote;
  /** yyyy-MM-dd or an instant; null: not paid yet */
  paid_at: string | null;
  payment_method: string | null;
  /** the invoice attached, by its number */
  invoice: string | null;
  /** the order page, for orders booked on the member site */
  order_url: string | null;
}

export function orderConfirmation(o: OrderConfirmation): RenderedMail {
  const { title } = o.conference;
  const subject = o.paid_at
    ? `Pagamento ricevuto – prenotazione n. ${o.order_id} – ${title}`
    : `Riepilogo prenotazione n. ${o.order_id} – ${title}`;
  const where = `${o.conference.city}, ${conferenceDates(o.conference)}`;
  const opening = o.paid_at
    ? `abbiamo ricevuto il pagamento della prenotazione n. ${o.order_id} per la conferenza "${title}" (${where}): la prenotazione è confermata.`
    : `ecco il riepilogo della prenotazione n. ${o.order_id} per la conferenza "${title}" (${where}). Il pagamento non risulta ancora ricevuto.`;
  const facts: string[] = [];
  if (o.paid_at) {
    facts.push(`${paidOn(o.payment_method, o.paid_at)}.`);
  }
  if (o.invoice) facts.push(`In allegato la fattura n. ${o.invoice} (copia di cortesia in PDF).`);
  const others = 'Ogni partecipante riceve a parte la conferma della propria partecipazione.';
  const text = [
    'Gentile cliente,',
    '',
    opening,
    '',
    ...textLines(o.quote.lines),
    `Totale: ${formatCents(o.quote.total)}`,
    '',
    ...facts,
    others,
  ];
  if (o.order_url) text.push('', 'La prenotazione e le sue fatture sono qui:', o.order_url);

  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${o.paid_at ? 'Pagamento ricevuto' : 'Riepilogo prenotazione'} – n. ${o.order_id}</h1>
<p>Gentile cliente,<br>${esc(opening)}</p>
${htmlLines(o.quote.lines, 'Totale', o.quote.total)}
${facts.map((f) => `<p>${esc(f)}</p>`).join('\n')}
<p>${esc(others)}</p>
${o.order_url ? htmlButton(o.order_url, 'Vedi la prenotazione') : ''}`,
  );
  return { kind: ORDER_CONFIRMATION_KIND, subject, html, text: `${text.join('\n')}\n` };
}
