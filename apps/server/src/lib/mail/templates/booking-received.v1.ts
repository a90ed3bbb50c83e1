import {
  displayCents,
  formatCents,
  formatCreditorReference,
  formatDisplayDate,
  type TBankTransferPayment,
  type TQuote,
} from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { htmlButton, htmlFacts, htmlLines, htmlPage, textLines } from './layout.ts';

/**
 * A booking made on the member site, version 1, to its contact e-mail: the conference, the lines
 * charged and the total, how to pay by bank transfer (beneficiary, IBAN, amount, the RF reference by
 * four, the due date) and the link to the order page. A new wording is a new file.
 */
export const BOOKING_RECEIVED_KIND = 'booking-received.v1';

export interface BookingReceived {
  order_id: number;
  conference: { title: string; city: string; date_start: string; date_end: string };
  quote: TQuote;
  /** null: nothing to pay; card: the booker is paying on Stripe's page (or can, from the order page) */
  payment: TBankTransferPayment | { method: 'card' } | null;
  order_url: string;
}

export function conferenceDates(c: BookingReceived['conference']): string {
  const start = formatDisplayDate(c.date_start);
  const end = formatDisplayDate(c.date_end);
  return start === end ? start : `dal ${start} al ${end}`;
}

/** The transfer to make, row by row; `money` formats the amount (displayCents in HTML). */
export function transferRows(p: TBankTransferPayment, money = formatCents): [string, string][] {
  return [
    ['Beneficiario', p.beneficiary],
    ['IBAN', p.iban.replace(/(.{4})(?!$)/g, '$1 ')],
    ['Importo', money(p.amount)],
    ['Causale', formatCreditorReference(p.reference)],
    ['Da pagare entro il', formatDisplayDate(p.due_date)],
  ];
}

export const TRANSFER_HINT =
  'Indica la causale esattamente come sopra: così il pagamento viene riconosciuto.';

/** The transfer's details as a text block and as HTML (a table, then the hint). */
export const transferText = (p: TBankTransferPayment) => [
  ...transferRows(p).map(([k, v]) => `${k}: ${v}`),
  '',
  TRANSFER_HINT,
];
export const transferHtml = (p: TBankTransferPayment) =>
  `${htmlFacts(transferRows(p, displayCents))}\n<p>${esc(TRANSFER_HINT)}</p>`;

const CARD_TEXT =
  'Hai scelto di pagare con carta. Se il pagamento non è stato completato puoi ripeterlo, o scegliere il bonifico, dalla pagina della prenotazione.';

export function bookingReceived(b: BookingReceived): RenderedMail {
  const subject = `Prenotazione n. ${b.order_id} – ${b.conference.title}`;
  const where = `${b.conference.city}, ${conferenceDates(b.conference)}`;
  const text: string[] = [
    'Gentile cliente,',
    '',
    `abbiamo ricevuto la prenotazione n. ${b.order_id} per la conferenza "${b.conference.title}" (${where}).`,
    '',
    ...textLines(b.quote.lines),
    `Totale: ${formatCents(b.quote.total)}`,
    '',
  ];
  if (b.payment?.method === 'card') {
    text.push(CARD_TEXT);
  } else if (b.payment) {
    text.push(
      'Per completare la prenotazione effettua un bonifico con questi dati:',
      ...transferText(b.payment),
    );
  } else {
    text.push('Non è dovuto alcun pagamento: la prenotazione è confermata.');
  }
  text.push('', 'Lo stato della prenotazione, e la fattura una volta pagata, sono qui:', b.order_url);

  const payment =
    b.payment?.method === 'card'
      ? `<h2 style="font-size:16px">Pagamento con carta</h2>\n<p>${esc(CARD_TEXT)}</p>`
      : b.payment
        ? `<h2 style="font-size:16px">Pagamento con bonifico</h2>\n${transferHtml(b.payment)}`
        : '<p>Non è dovuto alcun pagamento: la prenotazione è confermata.</p>';
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Prenotazione n. ${b.order_id}</h1>
<p>Gentile cliente,<br>abbiamo ricevuto la prenotazione per la conferenza <strong>${esc(b.conference.title)}</strong> (${esc(where)}).</p>
${htmlLines(b.quote.lines, 'Totale', b.quote.total)}
${payment}
${htmlButton(b.order_url, 'Vedi la prenotazione')}`,
  );
  return { kind: BOOKING_RECEIVED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
