import { formatCents, formatDisplayDate, type TBankTransferPayment } from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';
import { transferHtml, transferText } from './booking-received.v1.ts';
import { htmlButton, htmlMoney, htmlPage, paidOn } from './layout.ts';

/**
 * A company's membership renewal, version 1: the transfer to make when a member asks to renew by
 * transfer (to that member), and the renewal confirmed once paid (to the member who asked, or the
 * company's members), with its invoice attached when there is one.
 */
export const RENEWAL_REQUESTED_KIND = 'membership-renewal-requested.v1';
export const RENEWED_KIND = 'membership-renewed.v1';

interface Member {
  name: string | null;
  surname: string | null;
}

const greeting = (m: Member) => `Gentile ${[m.name, m.surname].filter(Boolean).join(' ') || 'socio'},`;

export interface RenewalRequested extends Member {
  company: string;
  payment: TBankTransferPayment;
  /** the member area, where the renewal waits for its transfer */
  member_url: string;
}

export function renewalRequested(r: RenewalRequested): RenderedMail {
  const subject = `Rinnovo della quota associativa – ${r.company}`;
  const opening = `per rinnovare la quota associativa di ${r.company} effettua un bonifico con questi dati:`;
  const after =
    'La quota è rinnovata quando riceviamo il bonifico: riceverai una conferma con la fattura. Se hai già pagato, ignora questo messaggio.';
  const text = [
    greeting(r),
    '',
    opening,
    ...transferText(r.payment),
    '',
    after,
    '',
    'L’area soci:',
    r.member_url,
  ];
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Rinnovo della quota associativa</h1>
<p>${esc(greeting(r))}<br>${esc(opening)}</p>
${transferHtml(r.payment)}
<p>${esc(after)}</p>
${htmlButton(r.member_url, 'Vai all’area soci')}`,
  );
  return { kind: RENEWAL_REQUESTED_KIND, subject, html, text: `${text.join('\n')}\n` };
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

export function renewed(r: Renewed): RenderedMail {
  const subject = `Quota associativa rinnovata – ${r.company}`;
  const opening = r.valid_until
    ? `la quota associativa di ${r.company} è rinnovata: l’iscrizione vale fino al ${formatDisplayDate(r.valid_until)}.`
    : `la quota associativa di ${r.company} è rinnovata.`;
  const paid = paidOn(r.method, r.paid_at);
  const invoice = r.invoice ? `In allegato la fattura n. ${r.invoice} (copia di cortesia in PDF).` : null;
  const text = [greeting(r), '', opening, `${paid}: ${formatCents(r.amount)}.`];
  if (invoice) text.push(invoice);
  text.push('', 'L’area soci:', r.member_url);
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">Quota associativa rinnovata</h1>
<p>${esc(greeting(r))}<br>${esc(opening)}</p>
<p>${esc(paid)}: <strong>${htmlMoney(r.amount)}</strong>.</p>
${invoice ? `<p>${esc(invoice)}</p>` : ''}
${htmlButton(r.member_url, 'Vai all’area soci')}`,
  );
  return { kind: RENEWED_KIND, subject, html, text: `${text.join('\n')}\n` };
}
