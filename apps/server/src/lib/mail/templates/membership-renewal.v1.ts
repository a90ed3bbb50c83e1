import type { TBankTransferPayment, TLocale } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { type MailWords, mailWords } from '../words.ts';
import { transferHtml, transferText } from './booking-received.v1.ts';
import { greeting as dear, htmlButton, htmlPage, paidOn } from './layout.ts';

/**
 * A company's membership renewal, version 1: the transfer to make when a member asks to renew by
 * transfer (to that member), and the renewal confirmed once paid (to the member who asked, or the
 * company's members), with its invoice attached when there is one. In the member's language.
 */
export const RENEWAL_REQUESTED_KIND = 'membership-renewal-requested.v1';
export const RENEWED_KIND = 'membership-renewed.v1';

interface Member {
  name: string | null;
  surname: string | null;
}

const greeting = (w: MailWords, m: Member) =>
  dear(w, [m.name, m.surname].filter(Boolean).join(' '), w.t('membership_renewal.someone'));

export interface RenewalRequested extends Member {
  company: string;
  payment: TBankTransferPayment;
  /** the member area, where the renewal waits for its transfer */
  member_url: string;
}

export function renewalRequested(r: RenewalRequested, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('membership_renewal.requested_subject', { company: r.company });
  const opening = w.t('membership_renewal.requested_opening', { company: r.company });
  const after = w.t('membership_renewal.requested_after');
  const text = [
    greeting(w, r),
    '',
    opening,
    ...transferText(w, r.payment),
    '',
    after,
    '',
    w.t('membership_renewal.member_area'),
    r.member_url,
  ];
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('membership_renewal.requested_heading')}</h1>
<p>${esc(greeting(w, r))}<br>${esc(opening)}</p>
${transferHtml(w, r.payment)}
<p>${esc(after)}</p>
${htmlButton(w, r.member_url, w.t('membership_renewal.go_member_area'))}`,
  );
  return { kind: RENEWAL_REQUESTED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}

export interface Renewed extends Member {
  company: string;
  /** cents paid */
  amount: number;
  /** yyyy-MM-dd or an instant */
  paid_at: string;
  /** 'bank_transfer' or 'card' */
  method: string | null;
  /** yyyy-MM-dd: the membership runs until then; null when not known yet (a card subscription's next event) */
  valid_until: string | null;
  /** the invoice attached, by its number */
  invoice: string | null;
  member_url: string;
}

export function renewed(r: Renewed, locale?: TLocale): RenderedMail {
  const w = mailWords(locale);
  const subject = w.t('membership_renewal.renewed_subject', { company: r.company });
  const opening = r.valid_until
    ? w.t('membership_renewal.renewed_until', { company: r.company, date: w.date(r.valid_until) })
    : w.t('membership_renewal.renewed', { company: r.company });
  const paid = paidOn(w, r.method, r.paid_at);
  const invoice = r.invoice ? w.t('common.invoice_attached', { number: r.invoice }) : null;
  const text = [greeting(w, r), '', opening, `${paid}: ${w.money(r.amount)}.`];
  if (invoice) text.push(invoice);
  text.push('', w.t('membership_renewal.member_area'), r.member_url);
  const html = htmlPage(
    w,
    subject,
    `<h1 style="font-size:20px">${w.h('membership_renewal.renewed_heading')}</h1>
<p>${esc(greeting(w, r))}<br>${esc(opening)}</p>
<p>${esc(paid)}: <strong>${w.htmlMoney(r.amount)}</strong>.</p>
${invoice ? `<p>${esc(invoice)}</p>` : ''}
${htmlButton(w, r.member_url, w.t('membership_renewal.go_member_area'))}`,
  );
  return { kind: RENEWED_KIND, subject, html, text: `${text.join('\n')}\n`, language: w.locale };
}
