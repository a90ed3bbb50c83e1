import type { TBankTransferPayment, TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import { type BookingReceived, transferHtml, transferText } from './booking-received.v1.ts';
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

export function paymentSwitched(p: PaymentSwitched, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const about = { order_id: p.order_id, title: p.conference.title, where: w.where(p.conference) };
  const subject = w.t('payment_switched.subject', about);
  const opening = w.t('payment_switched.opening', about);
  const text = [w.t('common.dear_customer'), '', opening, ...transferText(w, p.payment)];
  if (p.order_url) text.push('', w.t('common.booking_here'), p.order_url);
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('payment_switched.heading', about)}</h1>
<p>${esc(w.t('common.dear_customer'))}<br>${esc(opening)}</p>
${transferHtml(w, p.payment)}
${p.order_url ? htmlButton(w, p.order_url, w.t('common.see_booking')) : ''}`,
  );
  return { kind: PAYMENT_SWITCHED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
