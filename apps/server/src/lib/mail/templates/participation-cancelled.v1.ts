import type { TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import type { BookingReceived } from './booking-received.v1.ts';
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

export function participationCancelled(p: ParticipationCancelled, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const { title } = p.conference;
  const who = `${p.name} ${p.surname}`.trim() || w.t('participation_cancelled.someone');
  const subject = w.t('participation_cancelled.subject', { title });
  const lines = [
    w.t('participation_cancelled.cancelled', { title, where: w.where(p.conference), order_id: p.order_id }),
    ...(p.confirmed ? [w.t('participation_cancelled.confirmation_void')] : []),
    w.t('participation_cancelled.booker_told'),
  ];
  const text = [w.t('common.dear', { name: who }), '', ...lines];
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('participation_cancelled.heading')}</h1>
<p>${w.h('common.dear', { name: who })}<br>${esc(lines[0])}</p>
${lines
  .slice(1)
  .map((l) => `<p>${esc(l)}</p>`)
  .join('\n')}`,
  );
  return {
    kind: PARTICIPATION_CANCELLED_KIND,
    subject,
    html,
    text: `${text.join('\n')}\n`,
    language: w.locale,
  };
}
