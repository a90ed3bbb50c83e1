import {
  bookingForLines,
  formatCents,
  formatDisplayDate,
  formatNumberedIntolerances,
  MEMBER_BADGE,
  orderSummary,
  type ParticipantCharges,
  type TOrderDetail,
  type TOrderLife,
} from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';

/**
 * Order recap ("riepilogo ordine"), version 2: the same lines as the printable order detail and
 * the invoice (each participant's fee, optionals, workshops; the discount), adding up to the total.
 * The stored kind names the version, so the mails already sent keep saying which wording they had.
 */
export const ORDER_RECAP_KIND = 'order-recap.v2';

type RecapOrder = Omit<TOrderDetail, 'mails' | 'status' | 'flags' | keyof TOrderLife>;

interface Row {
  title: string;
  note: string;
  quantity: number;
  amount: string;
}

function address(company: RecapOrder['company']): string {
  if (!company) return '';
  const place = [company.postal_code, company.city, company.province ? `(${company.province})` : null]
    .filter(Boolean)
    .join(' ');
  return [company.address, place, company.country].filter(Boolean).join(', ');
}

function rowsOf(c: ParticipantCharges): Row[] {
  return [
    { title: c.fee.label, note: '', quantity: 1, amount: formatCents(c.fee.gross) },
    ...c.optionals.map((o) => ({
      title: o.free ? `${o.title} (1 omaggio)` : o.title,
      note: o.notes.length ? `intolleranze: ${formatNumberedIntolerances(o.notes)}` : '',
      quantity: o.quantity,
      amount: formatCents(o.gross),
    })),
    ...c.workshops.map((w) => ({ title: `Workshop: ${w.title}`, note: '', quantity: 1, amount: 'incluso' })),
  ];
}

const cell = 'padding:4px 8px';

function htmlTable(rows: Row[], subtotal: number): string {
  const body = rows
    .map(
      (r) =>
        `<tr><td style="${cell}">${esc(r.title)}${
          r.note ? `<br><small style="color:#555">${esc(r.note)}</small>` : ''
        }</td><td style="${cell};text-align:center">${r.quantity}</td><td style="${cell};text-align:right">${esc(r.amount)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;${cell}">Voce</th><th style="${cell}">Quantità</th><th style="text-align:right;${cell}">Prezzo</th></tr></thead><tbody>${body}<tr><td colspan="2" style="${cell};text-align:right"><strong>Totale partecipante</strong></td><td style="${cell};text-align:right"><strong>${esc(formatCents(subtotal))}</strong></td></tr></tbody></table>`;
}

export function orderRecap(b: RecapOrder): RenderedMail {
  const subject = `Riepilogo ordine n. ${b.order_id} – ${b.conference.title}`;
  const paid = b.paid_at ? formatDisplayDate(b.paid_at) : 'non ancora pagato';
  const companyAddress = address(b.company);
  const summary = orderSummary(bookingForLines(b));

  const text: string[] = [
    'Gentile partecipante,',
    '',
    `ecco il riepilogo dell'ordine n. ${b.order_id} per la conferenza "${b.conference.title}".`,
    '',
    `Data ordine: ${formatDisplayDate(b.created_at)}`,
    `Data pagamento: ${paid}`,
  ];
  if (b.company) text.push(`Azienda: ${b.company.name}${companyAddress ? ` – ${companyAddress}` : ''}`);

  const cards: string[] = [];
  b.partecipants.forEach((p, i) => {
    const charges = summary.participants[i];
    const rows = rowsOf(charges);
    text.push('', `${p.name} ${p.surname} (${MEMBER_BADGE(p.company_founder)})`, `Email: ${p.email}`);
    if (p.phone) text.push(`Telefono: ${p.phone}`);
    for (const r of rows)
      text.push(`- ${r.title} × ${r.quantity}: ${r.amount}${r.note ? ` (${r.note})` : ''}`);
    text.push(`Totale partecipante: ${formatCents(charges.subtotal)}`);
    cards.push(`<div style="border:1px solid #ddd;border-radius:6px;padding:12px;margin:12px 0">
<p style="margin:0 0 4px"><strong>${esc(p.name)} ${esc(p.surname)}</strong> – ${esc(MEMBER_BADGE(p.company_founder))}</p>
<p style="margin:0 0 8px;color:#555">${esc(p.email)}${p.phone ? ` · ${esc(p.phone)}` : ''}</p>
${htmlTable(rows, charges.subtotal)}
</div>`);
  });

  const totals: string[] = [];
  if (b.coupon_code) totals.push(`Coupon: ${b.coupon_code}`);
  totals.push(`Sconto: ${formatCents(-b.discount)}`);
  if (b.stamp_duty) totals.push(`Imposta di bollo: ${formatCents(b.stamp_duty)}`);
  text.push('', ...totals, `Totale: ${formatCents(b.price)}`, '', 'Grazie e a presto.');

  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">Riepilogo ordine n. ${b.order_id}</h1>
<p>Gentile partecipante,<br>ecco il riepilogo dell'ordine per la conferenza <strong>${esc(b.conference.title)}</strong>.</p>
<p>Data ordine: ${esc(formatDisplayDate(b.created_at))}<br>Data pagamento: ${esc(paid)}${
    b.company ? `<br>Azienda: ${esc(b.company.name)}${companyAddress ? ` – ${esc(companyAddress)}` : ''}` : ''
  }</p>
${cards.join('\n')}
<p>${totals.map((t) => `${esc(t)}<br>`).join('')}<strong>Totale: ${esc(formatCents(b.price))}</strong></p>
<p>Grazie e a presto.</p>
</body></html>`;

  return { kind: ORDER_RECAP_KIND, subject, html, text: `${text.join('\n')}\n` };
}
