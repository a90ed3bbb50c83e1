import type { TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import type { BookingReceived } from './booking-received.v1.ts';
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

export function orderExpired(e: OrderExpired, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const about = { order_id: e.order_id, title: e.conference.title };
  const subject = w.t('order_expired.subject', about);
  const lines = [
    w.t('order_expired.expired', { ...about, where: w.where(e.conference), due: w.date(e.due_date) }),
    w.t('order_expired.already_paid'),
    w.t('order_expired.book_again_intro'),
  ];
  const text = [w.t('common.dear_customer'), '', ...lines, e.conference_url];
  const html = htmlPage(
    w,
    subject,
    `<p>${esc(w.t('common.dear_customer'))}<br>${esc(lines[0])}</p>
<p>${esc(lines[1])}</p>
<p>${esc(lines[2])}</p>
${htmlButton(w, e.conference_url, w.t('order_expired.book_again'))}`,
  );
  return { kind: ORDER_EXPIRED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
