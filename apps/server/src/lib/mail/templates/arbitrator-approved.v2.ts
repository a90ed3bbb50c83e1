import { PASSWORD_LINK_HOURS, type TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { mailWords } from '../words.ts';
import { greeting, htmlButton, htmlPage } from './layout.ts';

/**
 * An approved application, version 2: beside the single-use link to set a password, what the
 * account is for (the arbitrator's own page on the member site, where they keep their record
 * current) and where to sign in afterwards. Version 1 said only "per accedere".
 */
export const APPLICATION_APPROVED_V2_KIND = 'arbitrator-application-approved.v2';

export function applicationApprovedV2(
  a: { name: string; surname: string },
  link: string,
  locale?: TLocale,
): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('application.approved_subject');
  const signIn = new URL('/area/accedi', link).toString();
  const lines = [
    greeting(w, `${a.name} ${a.surname}`.trim(), w.t('application.someone')),
    w.t('application.approved'),
    w.t('application.approved_account'),
    w.t('application.approved_link', { hours: PASSWORD_LINK_HOURS }),
  ];
  const text = [...lines, link, '', w.t('application.sign_in_later', { url: signIn })];
  const html = htmlPage(
    w,
    subject,
    `${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}
${htmlButton(w, link, w.t('common.set_password'))}
<p>${w.h('application.sign_in_later_html', { url: signIn })}</p>`,
  );
  return {
    kind: APPLICATION_APPROVED_V2_KIND,
    subject,
    html,
    text: `${text.join('\n')}\n`,
    language: w.locale,
  };
}
