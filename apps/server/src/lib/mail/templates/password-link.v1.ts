import { PASSWORD_LINK_HOURS, type TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import { greeting as dear, htmlButton, htmlPage } from './layout.ts';

/**
 * Password link, version 1: the single-use link an admin generated for a user, or a user asked
 * for, in the user's language (an admin's always Italian). A new wording is a new file
 * (password-link.v2.ts), so messages already queued keep theirs.
 */
export const PASSWORD_LINK_KIND = 'password-link.v1';

export function passwordLink(
  user: { name: string; surname: string },
  link: string,
  locale?: TLocale,
): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('password_link.subject');
  const greeting = dear(w, `${user.name} ${user.surname}`.trim(), w.t('password_link.someone'));
  const hours = { hours: PASSWORD_LINK_HOURS };
  const text = [greeting, '', w.t('password_link.open_link', hours), link, '', w.t('password_link.not_you')];
  const html = htmlPage(
    w,
    subject,
    `<p>${esc(greeting)}</p>
<p>${w.h('password_link.use_button', hours)}</p>
${htmlButton(w, link, w.t('common.set_password'))}
<p style="color:#555;font-size:13px">${w.h('password_link.not_you')}</p>`,
  );
  return { kind: PASSWORD_LINK_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
