import { esc, type RenderedMail } from '../render.ts';
import { type BookingReceived, conferenceDates } from './booking-received.v1.ts';
import { htmlPage } from './layout.ts';

/**
 * A participant's place cancelled with their order, version 1, to that participant only: which
 * conference, that the place is no longer theirs and, when the order had been paid, that the
 * confirmation they held no longer stands. Nothing of the money (refund and credit note are the
 * booker's, in order-cancelled.v1) and nothing of the other participants.
 */
export const PARTICIPATION_CANCELLED_KIND = 'participation-cancelled.v1';

export interface ParticipationCancelled {
  order_id: number;
  name: string;
  surname: string;
  conference: BookingReceived['conference'];
  /** the order had been paid: the participant held a confirmation */
  confirmed: boolean;
}

export function participationCancelled(p: ParticipationCancelled): RenderedMail {
  const { title } = p.conference;
  const who = `${p.name} ${p.surname}`.trim() || 'partecipante';
  const subject = `Partecipazione annullata – ${title}`;
  const lines = [
    `la tua partecipazione alla conferenza "${title}" (${p.conference.city}, ${conferenceDates(p.conference)}) è stata annullata con la prenotazione n. ${p.order_id}: il posto non è più riservato a tuo nome.`,
    ...(p.confirmed ? ['La conferma di partecipazione che avevi ricevuto non è più valida.'] : []),
    'Chi ha fatto la prenotazione riceve a parte i dettagli dell’annullamento.',
  ];
  const text = [`Gentile ${who},`, '', ...lines];
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Partecipazione annullata</h1>
<p>Gentile ${esc(who)},<br>${esc(lines[0])}</p>
${lines
  .slice(1)
  .map((l) => `<p>${esc(l)}</p>`)
  .join('\n')}`,
  );
  return { kind: PARTICIPATION_CANCELLED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
