import { PASSWORD_LINK_HOURS } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { htmlButton, htmlPage } from './layout.ts';

/**
 * An approved application, version 2: beside the single-use link to set a password, what the
 * account is for (the arbitrator's own page on the member site, where they keep their record
 * current) and where to sign in afterwards. Version 1 said only "per accedere".
 */
export const APPLICATION_APPROVED_V2_KIND = 'arbitrator-application-approved.v2';

export function applicationApprovedV2(a: { name: string; surname: string }, link: string): RenderedMail {
  const subject = 'Candidatura arbitro approvata';
  const signIn = new URL('/area/accedi', link).toString();
  const greeting = `Gentile ${`${a.name} ${a.surname}`.trim() || 'candidato'},`;
  const lines = [
    greeting,
    "la tua candidatura come arbitro è stata approvata dall'associazione.",
    'Il tuo account serve ad accedere alla tua pagina di arbitro sul sito: lì vedi la scheda ' +
      "che l'associazione conserva (dati del profilo, curriculum, lettere di referenza e fotografia) " +
      'e la tieni aggiornata.',
    `Per cominciare imposta la tua password da questo link (vale una sola volta, per ${PASSWORD_LINK_HOURS} ore; ` +
      'poi puoi chiederne un altro con "Password dimenticata?"):',
  ];
  const after = `In seguito accedi da ${signIn} con questa e-mail e la tua password.`;
  const text = [...lines, link, '', after];
  const html = htmlPage(
    subject,
    `${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}
${htmlButton(link, 'Imposta la password')}
<p>In seguito accedi da <a href="${esc(signIn)}">${esc(signIn)}</a> con questa e-mail e la tua password.</p>`,
  );
  return { kind: APPLICATION_APPROVED_V2_KIND, subject, html, text: `${text.join('\n')}\n` };
}
