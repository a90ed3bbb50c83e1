import { esc, type RenderedMail } from '../render.ts';
import { conferenceDates } from './booking-received.v1.ts';
import { htmlPage } from './layout.ts';

/**
 * The attendance certificate, version 1, to the participant who attended, once the conference has
 * ended: a short note, the certificate attached as PDF and the link to download it again.
 */
export const ATTENDANCE_CERTIFICATE_KIND = 'attendance-certificate.v1';

export interface AttendanceCertificate {
  name: string;
  surname: string;
  conference: { title: string; city: string; description: string; date_start: string; date_end: string };
  /** the certificate's link (the order page's token) */
  certificate_url: string | null;
}

export function attendanceCertificate(p: AttendanceCertificate): RenderedMail {
  const { title } = p.conference;
  const who = `${p.name} ${p.surname}`.trim();
  const subject = `Attestato di partecipazione – ${title}`;
  const opening = `grazie per aver partecipato alla conferenza "${title}" (${p.conference.city}, ${conferenceDates(p.conference)}). In allegato trovi il tuo attestato di partecipazione, in PDF.`;
  const text = [`Gentile ${who},`, '', opening];
  if (p.certificate_url) text.push('', `Puoi scaricarlo di nuovo da qui: ${p.certificate_url}`);
  text.push('', 'A presto.');
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${esc(title)}</h1>
<p>Gentile ${esc(who)},<br>${esc(opening)}</p>
${p.certificate_url ? `<p><a href="${esc(p.certificate_url)}">Scarica di nuovo l'attestato</a></p>` : ''}
<p>A presto.</p>`,
  );
  return { kind: ATTENDANCE_CERTIFICATE_KIND, subject, html, text: `${text.join('\n')}\n` };
}
