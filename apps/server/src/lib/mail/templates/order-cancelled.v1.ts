import type { TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import { htmlPage } from './layout.ts';

/**
 * An order cancelled by the association, version 1, to the booker's contact e-mail: which order,
 * that its seats are released, and for a paid order that its invoice was cancelled by a credit note
 * and the payment will be refunded. The admin's reason is internal and is not sent. Each
 * participant gets participation-cancelled.v1 instead.
 */
export const ORDER_CANCELLED_KIND = 'order-cancelled.v1';

export interface OrderCancelled {
  order_id: number;
  conference: string;
  /** it had been paid: the refund and the credit note are mentioned */
  paid: boolean;
  credit_note: string | null;
}

export function orderCancelled(o: OrderCancelled, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const about = { order_id: o.order_id, title: o.conference };
  const subject = w.t('order_cancelled.subject', about);
  const lines = [
    w.t('order_cancelled.cancelled', about),
    ...(o.paid
      ? [
          w.t('order_cancelled.refund'),
          ...(o.credit_note ? [w.t('order_cancelled.credit_note', { number: o.credit_note })] : []),
        ]
      : [w.t('order_cancelled.nothing_due')]),
  ];
  const text = `${w.t('common.dear_customer')}\n\n${lines.join('\n')}\n`;
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('order_cancelled.heading', about)}</h1>
<p>${esc(w.t('common.dear_customer'))}</p>
${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}`,
  );
  return { kind: ORDER_CANCELLED_KIND, subject, html, text, language: w.locale };
}
