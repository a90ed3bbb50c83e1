import type { TBankTransferPayment, TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import { type BookingReceived, transferFactsHtml, transferRowsText } from './booking-received.v1.ts';
import { htmlButton, htmlPage } from './layout.ts';

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

export function paymentReminder(r: PaymentReminder, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const about = {
    order_id: r.order_id,
    title: r.conference.title,
    where: w.where(r.conference),
    due: w.date(r.payment.due_date),
  };
  const subject =
    r.when === 'before_due'
      ? w.t('payment_reminder.subject_before_due', about)
      : w.t('payment_reminder.subject_due_day', about);
  const opening =
    r.when === 'before_due'
      ? w.t('payment_reminder.opening_before_due', about)
      : w.t('payment_reminder.opening_due_day', about);
  const expiry = w.t('payment_reminder.expiry', { date: w.date(r.expires_on) });
  const already = w.t('payment_reminder.already_paid');
  const text = [
    w.t('common.dear_customer'),
    '',
    opening,
    '',
    `${w.t('common.transfer_details')}:`,
    ...transferRowsText(w, r.payment),
    '',
    expiry,
    already,
  ];
  if (r.order_url) text.push('', w.t('common.booking_here'), r.order_url);
  const html = htmlPage(
    w,
    subject,
    `<p>${esc(w.t('common.dear_customer'))}<br>${esc(opening)}</p>
<h2 style="font-size:16px">${w.h('common.transfer_details')}</h2>
${transferFactsHtml(w, r.payment)}
<p>${esc(expiry)}</p>
<p>${esc(already)}</p>
${r.order_url ? htmlButton(w, r.order_url, w.t('common.see_booking')) : ''}`,
  );
  return { kind: PAYMENT_REMINDER_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
