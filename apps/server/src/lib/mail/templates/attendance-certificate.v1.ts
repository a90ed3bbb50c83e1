import type { TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
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

export function attendanceCertificate(p: AttendanceCertificate, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const { title } = p.conference;
  const who = `${p.name} ${p.surname}`.trim();
  const subject = w.t('attendance_certificate.subject', { title });
  const opening = w.t('attendance_certificate.opening', { title, where: w.where(p.conference) });
  const text = [w.t('common.dear', { name: who }), '', opening];
  if (p.certificate_url) {
    text.push('', w.t('attendance_certificate.download_again', { url: p.certificate_url }));
  }
  text.push('', w.t('common.see_you'));
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${esc(title)}</h1>
<p>${w.h('common.dear', { name: who })}<br>${esc(opening)}</p>
${p.certificate_url ? `<p><a href="${esc(p.certificate_url)}">${w.h('attendance_certificate.download_again_link')}</a></p>` : ''}
<p>${w.h('common.see_you')}</p>`,
  );
  return {
    kind: ATTENDANCE_CERTIFICATE_KIND,
    subject,
    html,
    text: `${text.join('\n')}\n`,
    language: w.locale,
  };
}
