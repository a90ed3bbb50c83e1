import {
  formatCents,
  formatCreditorReference,
  formatDisplayDate,
  type TBankTransferPayment,
  type TQuote,
} from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';

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

const cell = 'padding:4px 8px;border-bottom:1px solid #eee';

export function conferenceDates(c: BookingReceived['conference']): string {
  const start = formatDisplayDate(c.date_start);
  const end = formatDisplayDate(c.date_end);
  return start === end ? start : `dal ${start} al ${end}`;
}

export function transferRows(p: TBankTransferPayment): [string, string][] {
  return [
    ['Beneficiario', p.beneficiary],
    ['IBAN', p.iban.replace(/(.{4})(?!$)/g, '$1 ')],
    ['Importo', formatCents(p.amount)],
    ['Causale', formatCreditorReference(p.reference)],
    ['Da pagare entro il', formatDisplayDate(p.due_date)],
  ];
}

const CARD_TEXT =
  'Hai scelto di pagare con carta. Se il pagamento non è stato completato puoi ripeterlo, o scegliere il bonifico, dalla pagina della prenotazione.';

export function bookingReceived(b: BookingReceived): RenderedMail {
  const subject = `Prenotazione n. ${b.order_id} – ${b.conference.title}`;
  const where = `${b.conference.city}, ${conferenceDates(b.conference)}`;
  const lines = b.quote.lines.map((l) => ({
    label: l.label,
    quantity: l.quantity,
    amount: l.amount === 0 ? 'incluso' : formatCents(l.amount),
  }));
  const text: string[] = [
    'Gentile cliente,',
    '',
    `abbiamo ricevuto la prenotazione n. ${b.order_id} per la conferenza "${b.conference.title}" (${where}).`,
    '',
    ...lines.map((l) => `- ${l.label} × ${l.quantity}: ${l.amount}`),
    `Totale: ${formatCents(b.quote.total)}`,
    '',
  ];
  if (b.payment?.method === 'card') {
    text.push(CARD_TEXT);
  } else if (b.payment) {
    text.push(
      'Per completare la prenotazione effettua un bonifico con questi dati:',
      ...transferRows(b.payment).map(([k, v]) => `${k}: ${v}`),
      '',
      'Indica la causale esattamente come sopra: così il pagamento viene riconosciuto.',
    );
  } else {
    text.push('Non è dovuto alcun pagamento: la prenotazione è confermata.');
  }
  text.push('', 'Lo stato della prenotazione, e la fattura una volta pagata, sono qui:', b.order_url);

  const rows = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${esc(l.label)}</td><td style="${cell};text-align:center">${l.quantity}</td><td style="${cell};text-align:right">${esc(l.amount)}</td></tr>`,
    )
    .join('');
  const payment =
    b.payment?.method === 'card'
      ? `<h2 style="font-size:16px">Pagamento con carta</h2>\n<p>${esc(CARD_TEXT)}</p>`
      : b.payment
        ? `<h2 style="font-size:16px">Pagamento con bonifico</h2>
<table style="border-collapse:collapse">${transferRows(b.payment)
            .map(
              ([k, v]) =>
                `<tr><th style="text-align:left;${cell}">${esc(k)}</th><td style="${cell}"><strong>${esc(v)}</strong></td></tr>`,
            )
            .join('')}</table>
<p>Indica la causale esattamente come sopra: così il pagamento viene riconosciuto.</p>`
        : '<p>Non è dovuto alcun pagamento: la prenotazione è confermata.</p>';
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">Prenotazione n. ${b.order_id}</h1>
<p>Gentile cliente,<br>abbiamo ricevuto la prenotazione per la conferenza <strong>${esc(b.conference.title)}</strong> (${esc(where)}).</p>
<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;${cell}">Voce</th><th style="${cell}">Quantità</th><th style="text-align:right;${cell}">Importo</th></tr></thead>
<tbody>${rows}<tr><td colspan="2" style="${cell};text-align:right"><strong>Totale</strong></td><td style="${cell};text-align:right"><strong>${esc(formatCents(b.quote.total))}</strong></td></tr></tbody></table>
${payment}
<p><a href="${esc(b.order_url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Vedi la prenotazione</a></p>
<p style="color:#555;font-size:13px">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${esc(b.order_url)}</p>
</body></html>`;
  return { kind: BOOKING_RECEIVED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
