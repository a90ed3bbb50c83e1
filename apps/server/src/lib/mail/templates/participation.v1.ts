import { formatCents } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { conferenceDates } from './booking-received.v1.ts';
import { htmlFacts, htmlLines, htmlPage, type MailLine, textLines } from './layout.ts';

/**
 * One participant's own participation, version 1, to that participant only: the conference's
 * practical details and their own lines (fee, optionals, workshops, as the invoice lists them).
 * Nothing of the other participants, no invoice, no order total.
 */
export const PARTICIPATION_KIND = 'participation.v1';

export interface Participation {
  order_id: number;
  name: string;
  surname: string;
  conference: { title: string; city: string; description: string; date_start: string; date_end: string };
  lines: MailLine[];
  /** cents, the sum of the lines */
  subtotal: number;
  /** the participant's intolerance notes, numbered ("1. senza glutine") */
  notes: string[];
  /** the order is paid: the participation is confirmed */
  confirmed: boolean;
}

export function participation(p: Participation): RenderedMail {
  const { title } = p.conference;
  const who = `${p.name} ${p.surname}`.trim();
  const subject = `La tua partecipazione – ${title}`;
  const opening = p.confirmed
    ? `la tua partecipazione alla conferenza "${title}" è confermata (prenotazione n. ${p.order_id}).`
    : `ecco la tua partecipazione alla conferenza "${title}" (prenotazione n. ${p.order_id}, in attesa di pagamento).`;
  const facts: [string, string][] = [
    ['Quando', conferenceDates(p.conference)],
    ['Dove', p.conference.city],
  ];
  const text = [
    `Gentile ${who},`,
    '',
    opening,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    p.conference.description,
    '',
    'La tua partecipazione:',
    ...textLines(p.lines),
    `Totale: ${formatCents(p.subtotal)}`,
  ];
  if (p.notes.length) text.push(`Intolleranze segnalate: ${p.notes.join('; ')}`);
  text.push('', 'A presto.');

  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${esc(title)}</h1>
<p>Gentile ${esc(who)},<br>${esc(opening)}</p>
${htmlFacts(facts)}
<p style="white-space:pre-line">${esc(p.conference.description)}</p>
<h2 style="font-size:16px">La tua partecipazione</h2>
${htmlLines(p.lines, 'Totale', p.subtotal)}
${p.notes.length ? `<p>Intolleranze segnalate: ${esc(p.notes.join('; '))}</p>` : ''}
<p>A presto.</p>`,
  );
  return { kind: PARTICIPATION_KIND, subject, html, text: `${text.join('\n')}\n` };
}
