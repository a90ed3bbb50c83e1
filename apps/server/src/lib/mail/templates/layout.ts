import type { TLocale } from '@app/shared';
import { esc } from '../render.ts';
import { MAIL_CATALOGUES, type MailWords, mailWords } from '../words.ts';

/** The pieces the order e-mails share: the page, a table of lines, a table of facts, a button. */

const cell = 'padding:4px 8px;border-bottom:1px solid #eee';

export interface MailLine {
  label: string;
  quantity: number;
  /** cents */
  amount: number;
}

/** "€ 30,00", or "incluso" for a line that costs nothing (a workshop, a free cocktail). */
const lineAmount = (w: MailWords, cents: number, money = w.money) =>
  cents === 0 ? w.t('layout.included') : money(cents);

/** "Pagato con carta il 10/04/2027" (no method: "Pagato il …"); `when` yyyy-MM-dd or an instant. */
export function paidOn(w: MailWords, method: string | null, when: string): string {
  const phrases: Record<string, string> = MAIL_CATALOGUES[w.locale].payment_methods;
  const how = method && Object.hasOwn(phrases, method) ? phrases[method] : '';
  return how
    ? w.t('layout.paid_how', { how, date: w.date(when) })
    : w.t('layout.paid', { date: w.date(when) });
}

export const textLines = (w: MailWords, lines: MailLine[]) =>
  lines.map((l) => `- ${w.line(l.label)} × ${l.quantity}: ${lineAmount(w, l.amount)}`);

export function htmlLines(w: MailWords, lines: MailLine[], total: number): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${esc(w.line(l.label))}</td><td style="${cell};text-align:center">${l.quantity}</td><td style="${cell};text-align:right">${lineAmount(w, l.amount, w.htmlMoney)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;${cell}">${w.h('layout.item')}</th><th style="${cell}">${w.h('layout.quantity')}</th><th style="text-align:right;${cell}">${w.h('layout.amount')}</th></tr></thead>
<tbody>${rows}<tr><td colspan="2" style="${cell};text-align:right"><strong>${w.h('common.total')}</strong></td><td style="${cell};text-align:right"><strong>${w.htmlMoney(total)}</strong></td></tr></tbody></table>`;
}

export function htmlFacts(rows: [string, string][]): string {
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;${cell}">${esc(k)}</th><td style="${cell}"><strong>${esc(v)}</strong></td></tr>`,
    )
    .join('')}</table>`;
}

export function htmlButton(w: MailWords, url: string, label: string): string {
  return `<p><a href="${esc(url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(label)}</a></p>
<p style="color:#555;font-size:13px">${w.h('layout.button_fallback')}<br>${esc(url)}</p>`;
}

/** The whole HTML document around `body` (already escaped); the viewport fits it to a phone. */
export function htmlPage(w: MailWords, subject: string, body: string): string {
  return `<!doctype html>
<html lang="${w.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
${body}
</body></html>`;
}

/** A paragraph per line, each escaped. */
export const htmlParagraphs = (lines: string[]) => lines.map((l) => `<p>${esc(l)}</p>`).join('\n');

/** "Gentile Giulia Verdi," — or the `someone` word ("cliente", "socio") when there is no name. */
export const greeting = (w: MailWords, name: string, someone: string) =>
  w.t('common.dear', { name: name || someone });

/** The last paragraph of every mail when the association has a contact address (its Reply-To). */
export const CONTACT_TEXT = (email: string, locale?: TLocale) =>
  mailWords(locale).t('layout.contact', { email });

/**
 * A rendered mail ending with the contact paragraph, in the mail's language, or as it is without a
 * contact address. The templates themselves never invite a reply: the sender is a no-reply address.
 */
export function withContact<M extends { html: string; text: string }>(
  mail: M,
  contact: string | null,
  locale?: TLocale,
) {
  if (!contact) return { html: mail.html, text: mail.text };
  const text = CONTACT_TEXT(contact, locale);
  const [before, after] = text.split(contact);
  const paragraph = `<p style="color:#555;font-size:13px">${esc(before)}<a href="mailto:${esc(contact)}">${esc(contact)}</a>${esc(after)}</p>\n`;
  const end = mail.html.lastIndexOf('</body>');
  return {
    html:
      end < 0
        ? `${mail.html}\n${paragraph}`
        : `${mail.html.slice(0, end)}${paragraph}${mail.html.slice(end)}`,
    text: `${mail.text.trimEnd()}\n\n${text}\n`,
  };
}
