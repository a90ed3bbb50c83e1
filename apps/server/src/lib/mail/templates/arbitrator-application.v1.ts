import { APPLICATION_FILE_LABELS, PASSWORD_LINK_HOURS, type TApplicationFile } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { htmlButton, htmlPage as page } from './layout.ts';

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

const greeting = (a: Applicant) => `Gentile ${`${a.name} ${a.surname}`.trim() || 'candidato'},`;

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${esc(l)}</p>`).join('\n');

export function applicationReceived(
  a: Applicant & { id: number },
  files: { field: TApplicationFile; original_name: string }[],
): RenderedMail {
  const subject = `Candidatura arbitro n. ${a.id} ricevuta`;
  const intro = [greeting(a), 'abbiamo ricevuto la tua candidatura come arbitro, con questi documenti:'];
  const list = files.map((f) => `${APPLICATION_FILE_LABELS[f.field]}: ${f.original_name}`);
  const outro = [
    "La candidatura sarà esaminata dall'associazione: riceverai una e-mail con l'esito.",
    "Fino ad allora l'account non è attivo.",
  ];
  const text = [...intro, '', ...list.map((l) => `- ${l}`), '', ...outro];
  const html = page(
    subject,
    `${paragraphs(intro)}\n<ul>${list.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>\n${paragraphs(outro)}`,
  );
  return { kind: APPLICATION_RECEIVED_KIND, subject, html, text: `${text.join('\n')}\n` };
}

export function applicationApproved(a: Applicant, link: string): RenderedMail {
  const subject = 'Candidatura arbitro approvata';
  const lines = [
    greeting(a),
    "la tua candidatura come arbitro è stata approvata dall'associazione.",
    `Per accedere imposta la tua password da questo link (vale una sola volta, per ${PASSWORD_LINK_HOURS} ore; ` +
      'poi puoi chiederne un altro con "Password dimenticata?"):',
  ];
  const text = [...lines, link];
  const html = page(
    subject,
    `${paragraphs(lines)}
${htmlButton(link, 'Imposta la password')}`,
  );
  return { kind: APPLICATION_APPROVED_KIND, subject, html, text: `${text.join('\n')}\n` };
}

export function applicationRejected(a: Applicant, reason: string): RenderedMail {
  const subject = 'Candidatura arbitro non accolta';
  const before = [
    greeting(a),
    "la tua candidatura come arbitro non è stata accolta dall'associazione. Motivo:",
  ];
  const text = [...before, reason];
  const html = page(
    subject,
    `${paragraphs(before)}\n<blockquote style="border-left:3px solid #ccc;margin:0;padding:4px 12px;white-space:pre-line">${esc(reason)}</blockquote>`,
  );
  return { kind: APPLICATION_REJECTED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
