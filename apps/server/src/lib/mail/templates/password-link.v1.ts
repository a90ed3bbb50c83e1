import { PASSWORD_LINK_HOURS } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { htmlButton, htmlPage } from './layout.ts';

/**
 * Password link, version 1: the single-use link an admin generated for a user. A new wording is a
 * new file (password-link.v2.ts), so messages already queued keep theirs.
 */
export const PASSWORD_LINK_KIND = 'password-link.v1';

export function passwordLink(user: { name: string; surname: string }, link: string): RenderedMail {
  const subject = 'Imposta la tua password';
  const greeting = `Gentile ${`${user.name} ${user.surname}`.trim() || 'utente'},`;
  const text = [
    greeting,
    '',
    'per impostare una nuova password apri questo link (vale una sola volta, per ' +
      `${PASSWORD_LINK_HOURS} ore):`,
    link,
    '',
    'Se non hai chiesto tu una nuova password, ignora questo messaggio: la password attuale resta valida.',
  ];
  const html = htmlPage(
    subject,
    `<p>${esc(greeting)}</p>
<p>per impostare una nuova password usa il pulsante qui sotto. Il link vale una sola volta, per ${PASSWORD_LINK_HOURS} ore.</p>
${htmlButton(link, 'Imposta la password')}
<p style="color:#555;font-size:13px">Se non hai chiesto tu una nuova password, ignora questo messaggio: la password attuale resta valida.</p>`,
  );
  return { kind: PASSWORD_LINK_KIND, subject, html, text: `${text.join('\n')}\n` };
}
