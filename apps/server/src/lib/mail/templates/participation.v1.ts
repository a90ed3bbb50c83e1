import type { TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
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

export function participation(p: Participation, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const { title } = p.conference;
  const who = `${p.name} ${p.surname}`.trim();
  const subject = w.t('participation.subject', { title });
  const opening = p.confirmed
    ? w.t('participation.confirmed', { title, order_id: p.order_id })
    : w.t('participation.pending', { title, order_id: p.order_id });
  const facts: [string, string][] = [
    [w.t('participation.when'), w.days(p.conference)],
    [w.t('participation.where'), p.conference.city],
  ];
  const greeting = w.t('common.dear', { name: who });
  const notes = w.t('participation.notes', { notes: p.notes.join('; ') });
  const text = [
    greeting,
    '',
    opening,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    p.conference.description,
    '',
    `${w.t('participation.yours')}:`,
    ...textLines(w, p.lines),
    `${w.t('common.total')}: ${w.money(p.subtotal)}`,
  ];
  if (p.notes.length) text.push(notes);
  text.push('', w.t('common.see_you'));

  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${esc(title)}</h1>
<p>${w.h('common.dear', { name: who })}<br>${esc(opening)}</p>
${htmlFacts(facts)}
<p style="white-space:pre-line">${esc(p.conference.description)}</p>
<h2 style="font-size:16px">${w.h('participation.yours')}</h2>
${htmlLines(w, p.lines, p.subtotal)}
${p.notes.length ? `<p>${w.h('participation.notes', { notes: p.notes.join('; ') })}</p>` : ''}
<p>${w.h('common.see_you')}</p>`,
  );
  return { kind: PARTICIPATION_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
