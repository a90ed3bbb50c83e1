import { formatCreditorReference, type TBankTransferPayment, type TLocale, type TQuote } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type MailWords, mailWords } from '../words.ts';
import { htmlButton, htmlFacts, htmlLines, htmlPage, textLines } from './layout.ts';

/**
 * A booking made on the member site, version 1, to its contact e-mail: the conference, the lines
 * charged and the total, how to pay by bank transfer (beneficiary, IBAN, amount, the RF reference by
 * four, the due date) and the link to the order page. A new wording is a new file; its words in
 * each language are in ../locales.
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

/** The transfer to make, row by row; `money` formats the amount (htmlMoney in HTML, escaped then). */
function transferRows(w: MailWords, p: TBankTransferPayment, money = w.money): [string, string][] {
  return [
    [w.t('transfer.beneficiary'), p.beneficiary],
    [w.t('transfer.iban'), p.iban.replace(/(.{4})(?!$)/g, '$1 ')],
    [w.t('transfer.amount'), money(p.amount)],
    [w.t('transfer.reference'), formatCreditorReference(p.reference)],
    [w.t('transfer.due'), w.date(p.due_date)],
  ];
}

/** The transfer's details as text lines: the rows, then the hint. */
export const transferText = (w: MailWords, p: TBankTransferPayment) => [
  ...transferRows(w, p).map(([k, v]) => `${k}: ${v}`),
  '',
  w.t('transfer.hint'),
];

/** The transfer's rows alone, as text (a reminder says its own words after them). */
export const transferRowsText = (w: MailWords, p: TBankTransferPayment) =>
  transferRows(w, p).map(([k, v]) => `${k}: ${v}`);

/** The transfer's rows as an HTML table; the amount on one line. */
export const transferFactsHtml = (w: MailWords, p: TBankTransferPayment) =>
  htmlFacts(transferRows(w, p, w.display));

/** The transfer's details in HTML: the table, then the hint. */
export const transferHtml = (w: MailWords, p: TBankTransferPayment) =>
  `${transferFactsHtml(w, p)}\n<p>${esc(w.t('transfer.hint'))}</p>`;

export function bookingReceived(b: BookingReceived, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const { title } = b.conference;
  const subject = w.t('booking_received.subject', { order_id: b.order_id, title });
  const where = w.where(b.conference);
  const text: string[] = [
    w.t('common.dear_customer'),
    '',
    w.t('booking_received.received', { order_id: b.order_id, title, where }),
    '',
    ...textLines(w, b.quote.lines),
    `${w.t('common.total')}: ${w.money(b.quote.total)}`,
    '',
  ];
  if (b.payment?.method === 'card') {
    text.push(w.t('booking_received.card'));
  } else if (b.payment) {
    text.push(w.t('booking_received.transfer_intro'), ...transferText(w, b.payment));
  } else {
    text.push(w.t('booking_received.nothing_due'));
  }
  text.push('', w.t('booking_received.order_page'), b.order_url);

  const payment =
    b.payment?.method === 'card'
      ? `<h2 style="font-size:16px">${w.h('booking_received.card_heading')}</h2>\n<p>${esc(w.t('booking_received.card'))}</p>`
      : b.payment
        ? `<h2 style="font-size:16px">${w.h('booking_received.transfer_heading')}</h2>\n${transferHtml(w, b.payment)}`
        : `<p>${esc(w.t('booking_received.nothing_due'))}</p>`;
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('booking_received.heading', { order_id: b.order_id })}</h1>
<p>${esc(w.t('common.dear_customer'))}<br>${w.h('booking_received.received_html', { title, where })}</p>
${htmlLines(w, b.quote.lines, b.quote.total)}
${payment}
${htmlButton(w, b.order_url, w.t('common.see_booking'))}`,
  );
  return {
    kind: BOOKING_RECEIVED_KIND,
    subject,
    html,
    text: `${text.join('\n')}\n`,
    language: w.locale,
  };
}
