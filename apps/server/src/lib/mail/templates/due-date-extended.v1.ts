import type { TBankTransferPayment, TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import { type BookingReceived, transferHtml, transferText } from './booking-received.v1.ts';
import { htmlButton, htmlPage } from './layout.ts';

/**
 * An unpaid order's due date moved by the association, version 1, to its contact: the new date,
 * and the transfer to make by then (its due date the new one) when the order is paid by transfer.
 */
export const DUE_DATE_EXTENDED_KIND = 'due-date-extended.v1';

export interface DueDateExtended {
  order_id: number;
  conference: BookingReceived['conference'];
  /** yyyy-MM-dd */
  due_date: string;
  /** the transfer still awaited, with the new due date; null when the order has none */
  payment: TBankTransferPayment | null;
  order_url: string | null;
}

export function dueDateExtended(d: DueDateExtended, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const about = {
    order_id: d.order_id,
    title: d.conference.title,
    where: w.where(d.conference),
    due: w.date(d.due_date),
  };
  const subject = w.t('due_date_extended.subject', about);
  const opening = w.t('due_date_extended.opening', about);
  const text = [w.t('common.dear_customer'), '', opening];
  if (d.payment) text.push('', `${w.t('common.transfer_details')}:`, ...transferText(w, d.payment));
  if (d.order_url) text.push('', w.t('common.booking_here'), d.order_url);
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('due_date_extended.heading', about)}</h1>
<p>${esc(w.t('common.dear_customer'))}<br>${esc(opening)}</p>
${d.payment ? `<h2 style="font-size:16px">${w.h('common.transfer_details')}</h2>\n${transferHtml(w, d.payment)}` : ''}
${d.order_url ? htmlButton(w, d.order_url, w.t('common.see_booking')) : ''}`,
  );
  return { kind: DUE_DATE_EXTENDED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
