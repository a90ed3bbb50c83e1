import { formatDisplayDate, type TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import type { BookingReceived } from './booking-received.v1.ts';
import { htmlButton, htmlPage } from './layout.ts';

/** Seats came back and are held for the first in a waiting list, version 1: the link books them. */
export const WAITING_OFFER_KIND = 'waiting-offer.v1';

export interface WaitingOffer {
  name: string;
  conference: BookingReceived['conference'];
  /** the workshop waited for, or null for the conference's own seats */
  workshop: string | null;
  quantity: number;
  /** ISO instant: the seats are held until then */
  expires_at: string;
  /** the booking form with the held seats (the offer's token in it) */
  offer_url: string;
}

export function waitingOffer(o: WaitingOffer, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const { title } = o.conference;
  const subject = w.t('waiting_offer.subject', { title });
  const seats =
    o.quantity === 1 ? w.t('waiting_offer.one_seat') : w.t('waiting_offer.seats', { count: o.quantity });
  // the hour in Italy, where the conference's seats are held
  const until = w.t('waiting_offer.until', {
    date: w.date(o.expires_at),
    time: formatDisplayDate(o.expires_at, 'HH:mm'),
  });
  const where = w.where(o.conference);
  const lines = [
    o.workshop
      ? w.t('waiting_offer.freed_workshop', { workshop: o.workshop, title, where })
      : w.t('waiting_offer.freed', { title, where }),
    w.t('waiting_offer.held', { seats, until }),
    w.t('waiting_offer.passes_on'),
  ];
  const text = [w.t('common.dear', { name: o.name }), '', ...lines, '', o.offer_url];
  const html = htmlPage(
    w,
    subject,
    `<p>${w.h('common.dear', { name: o.name })}<br>${esc(lines[0])}</p>
<p><strong>${esc(lines[1])}</strong></p>
${htmlButton(w, o.offer_url, w.t('waiting_offer.book'))}
<p>${esc(lines[2])}</p>`,
  );
  return { kind: WAITING_OFFER_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
