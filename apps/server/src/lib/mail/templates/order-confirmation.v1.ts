import type { TLocale, TQuote } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import type { BookingReceived } from './booking-received.v1.ts';
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

export function orderConfirmation(o: OrderConfirmation, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const about = { order_id: o.order_id, title: o.conference.title, where: w.where(o.conference) };
  const subject = o.paid_at
    ? w.t('order_confirmation.subject_paid', about)
    : w.t('order_confirmation.subject_unpaid', about);
  const opening = o.paid_at
    ? w.t('order_confirmation.opening_paid', about)
    : w.t('order_confirmation.opening_unpaid', about);
  const facts: string[] = [];
  if (o.paid_at) {
    facts.push(`${paidOn(w, o.payment_method, o.paid_at)}.`);
  }
  if (o.invoice) facts.push(w.t('common.invoice_attached', { number: o.invoice }));
  const others = w.t('order_confirmation.others');
  const text = [
    w.t('common.dear_customer'),
    '',
    opening,
    '',
    ...textLines(w, o.quote.lines),
    `${w.t('common.total')}: ${w.money(o.quote.total)}`,
    '',
    ...facts,
    others,
  ];
  if (o.order_url) text.push('', w.t('order_confirmation.order_page'), o.order_url);

  const heading = o.paid_at
    ? w.h('order_confirmation.heading_paid', about)
    : w.h('order_confirmation.heading_unpaid', about);
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${heading}</h1>
<p>${esc(w.t('common.dear_customer'))}<br>${esc(opening)}</p>
${htmlLines(w, o.quote.lines, o.quote.total)}
${facts.map((f) => `<p>${esc(f)}</p>`).join('\n')}
<p>${esc(others)}</p>
${o.order_url ? htmlButton(w, o.order_url, w.t('common.see_booking')) : ''}`,
  );
  return { kind: ORDER_CONFIRMATION_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
