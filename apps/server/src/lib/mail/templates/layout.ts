import { displayCents, formatCents, formatDisplayDate, PAYMENT_METHOD_PHRASES } from '@app/shared';
import { esc } from '../render.ts';

/** The pieces the order e-mails share: the page, a table of lines, a table of facts, a button. */

const cell = 'padding:4px 8px;border-bottom:1px solid #eee';

export interface MailLine {
  label: string;
  quantity: number;
  /** cents */
  amount: number;
}

/** "€ 30,00", or "incluso" for a line that costs nothing (a workshop, a free cocktail). */
export const lineAmount = (cents: number, money = formatCents) => (cents === 0 ? 'incluso' : money(cents));

/** "Pagato con carta il 10/04/2027" (no method: "Pagato il …"); `when` yyyy-MM-dd or an instant. */
export function paidOn(method: string | null, when: string): string {
  const how = method ? PAYMENT_METHOD_PHRASES[method] : undefined;
  return `Pagato${how ? ` ${how}` : ''} il ${formatDisplayDate(when)}`;
}

/** An amount in HTML, escaped: its non-breaking space keeps it on one line on a phone. */
export const htmlMoney = (cents: number) => esc(displayCents(cents));

export const textLines = (lines: MailLine[]) =>
  lines.map((l) => `- ${l.label} × ${l.quantity}: ${lineAmount(l.amount)}`);

export function htmlLines(lines: MailLine[], totalLabel: string, total: number): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${esc(l.label)}</td><td style="${cell};text-align:center">${l.quantity}</td><td style="${cell};text-align:right">${esc(lineAmount(l.amount, displayCents))}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;${cell}">Voce</th><th style="${cell}">Quantità</th><th style="text-align:right;${cell}">Importo</th></tr></thead>
<tbody>${rows}<tr><td colspan="2" style="${cell};text-align:right"><strong>${esc(totalLabel)}</strong></td><td style="${cell};text-align:right"><strong>${htmlMoney(total)}</strong></td></tr></tbody></table>`;
}

export function htmlFacts(rows: [string, string][]): string {
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:left;${cell}">${esc(k)}</th><td style="${cell}"><strong>${esc(v)}</strong></td></tr>`,
    )
    .join('')}</table>`;
}

export function htmlButton(url: string, label: string): string {
  return `<p><a href="${esc(url)}" style="display:inline-block;background:#1565c0;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(label)}</a></p>
<p style="color:#555;font-size:13px">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${esc(url)}</p>`;
}

/** The whole HTML document around `body` (already escaped); the viewport fits it to a phone. */
export function htmlPage(subject: string, body: string): string {
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
${body}
</body></html>`;
}

/** The last paragraph of every mail when the association has a contact address (its Reply-To). */
export const CONTACT_TEXT = (email: string) =>
  `Per qualsiasi domanda scrivi a ${email}: basta rispondere a questa e-mail.`;

/**
 * A rendered mail ending with the contact paragraph, or as it is without a contact address. The
 * templates themselves never invite a reply: the sender is a no-reply address.
 */
export function withContact<M extends { html: string; text: string }>(mail: M, contact: string | null) {
  if (!contact) return { html: mail.html, text: mail.text };
  const text = CONTACT_TEXT(contact);
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
