import { PASSWORD_LINK_HOURS, type TApplicationFile, type TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type MailWords, mailWords } from '../words.ts';
import { greeting as dear, htmlButton, htmlPage as page, htmlParagraphs as paragraphs } from './layout.ts';

/**
 * The three messages of an arbitrator application, version 1: its receipt, its approval (with the
 * single-use link to set a password) and its rejection (with the reason). A new wording is a new file.
 */
export const APPLICATION_RECEIVED_KIND = 'arbitrator-application-received.v1';
export const APPLICATION_APPROVED_KIND = 'arbitrator-application-approved.v1';
export const APPLICATION_REJECTED_KIND = 'arbitrator-application-rejected.v1';

interface Applicant {
  name: string;
  surname: string;
}

const greeting = (w: MailWords, a: Applicant) =>
  dear(w, `${a.name} ${a.surname}`.trim(), w.t('application.someone'));

export function applicationReceived(
  a: Applicant & { id: number },
  files: { field: TApplicationFile; original_name: string }[],
  locale?: TLocale,
): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('application.received_subject', { id: a.id });
  const intro = [greeting(w, a), w.t('application.received')];
  const list = files.map((f) => `${w.t(`application.files.${f.field}`)}: ${f.original_name}`);
  const outro = [w.t('application.received_review'), w.t('application.received_inactive')];
  const text = [...intro, '', ...list.map((l) => `- ${l}`), '', ...outro];
  const html = page(
    w,
    subject,
    `${paragraphs(intro)}\n<ul>${list.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>\n${paragraphs(outro)}`,
  );
  return { kind: APPLICATION_RECEIVED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}

export function applicationApproved(a: Applicant, link: string, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('application.approved_subject');
  const lines = [
    greeting(w, a),
    w.t('application.approved'),
    w.t('application.approved_v1_link', { hours: PASSWORD_LINK_HOURS }),
  ];
  const text = [...lines, link];
  const html = page(
    w,
    subject,
    `${paragraphs(lines)}
${htmlButton(w, link, w.t('common.set_password'))}`,
  );
  return { kind: APPLICATION_APPROVED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}

export function applicationRejected(a: Applicant, reason: string, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('application.rejected_subject');
  const before = [greeting(w, a), w.t('application.rejected')];
  const text = [...before, reason];
  const html = page(
    w,
    subject,
    `${paragraphs(before)}\n<blockquote style="border-left:3px solid #ccc;margin:0;padding:4px 12px;white-space:pre-line">${esc(reason)}</blockquote>`,
  );
  return { kind: APPLICATION_REJECTED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
