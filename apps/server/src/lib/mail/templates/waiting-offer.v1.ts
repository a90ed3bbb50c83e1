import { formatDisplayDate } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates } from './booking-received.v1.ts';
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

export function waitingOffer(o: WaitingOffer): RenderedMail {
  const subject = `Posti disponibili – ${o.conference.title}`;
  const seats = o.quantity === 1 ? '1 posto' : `${o.quantity} posti`;
  const what = o.workshop ? `per il workshop «${o.workshop}» della conferenza` : 'per la conferenza';
  const until = `${formatDisplayDate(o.expires_at)} alle ${formatDisplayDate(o.expires_at, 'HH:mm')}`;
  const lines = [
    `si sono liberati dei posti ${what} "${o.conference.title}" (${o.conference.city}, ${conferenceDates(o.conference)}) e sei il primo in lista d'attesa.`,
    `Ti teniamo da parte ${seats} fino al ${until}: prenota dal link qui sotto entro quell'ora.`,
    "Se non prenoti in tempo, l'offerta passa a chi è dopo di te in lista.",
  ];
  const text = [`Gentile ${o.name},`, '', ...lines, '', o.offer_url];
  const html = htmlPage(
    subject,
    `<p>Gentile ${esc(o.name)},<br>${esc(lines[0])}</p>
<p><strong>${esc(lines[1])}</strong></p>
${htmlButton(o.offer_url, 'Prenota i posti riservati')}
<p>${esc(lines[2])}</p>`,
  );
  return { kind: WAITING_OFFER_KIND, subject, html, text: `${text.join('\n')}\n` };
}
