import {
  formatCents,
  formatDisplayDate,
  formatNumberedIntolerances,
  MEMBER_BADGE,
  numberIntolerances,
  optionalLinePrice,
  type TOrderDetail,
} from '@app/shared';
import { esc, type RenderedMail } from '../render.ts';

/**
 * Order recap ("riepilogo ordine"), version 1: the same summary as the printable order detail.
 * A new wording is a new file (order-recap.v2.ts), so messages already queued keep theirs.
 */
export const ORDER_RECAP_KIND = 'order-recap.v1';

type RecapOrder = Omit<TOrderDetail, 'mails' | 'status'>;

function address(company: RecapOrder['company']): string {
  if (!company) return '';
  const place = [company.postal_code, company.city, company.province ? `(${company.province})` : null]
    .filter(Boolean)
    .join(' ');
  return [company.address, place, company.country].filter(Boolean).join(', ');
}

function participantLines(p: RecapOrder['partecipants'][number]) {
  const notes = numberIntolerances(p.optionals);
  return {
    optionals: p.optionals.map((o, i) => ({
      title: o.title,
      quantity: o.quantity,
      price: formatCents(optionalLinePrice(o)),
      notes: formatNumberedIntolerances(notes[i]),
    })),
    workshops: p.workshops.map((w) => ({ title: w.title, quantity: 1 })),
  };
}

export function orderRecap(b: RecapOrder): RenderedMail {
  const subject = `Riepilogo ordine n. ${b.order_id} – ${b.conference.title}`;
  const paid = b.paid_at ? formatDisplayDate(b.paid_at) : 'non ancora pagato';
  const companyAddress = address(b.company);

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
  for (const p of b.partecipants) {
    const lines = participantLines(p);
    text.push('', `${p.name} ${p.surname} (${MEMBER_BADGE(p.company_founder)})`, `Email: ${p.email}`);
    if (p.phone) text.push(`Telefono: ${p.phone}`);
    for (const o of lines.optionals) {
      text.push(`- ${o.title} × ${o.quantity}: ${o.price}${o.notes ? ` (intolleranze: ${o.notes})` : ''}`);
    }
    for (const w of lines.workshops) text.push(`- Workshop: ${w.title} × ${w.quantity}`);

    const rows = [
      ...lines.optionals.map(
        (o) =>
          `<tr><td style="padding:4px 8px">${esc(o.title)}${
            o.notes ? `<br><small style="color:#555">Intolleranze: ${esc(o.notes)}</small>` : ''
          }</td><td style="padding:4px 8px;text-align:center">${o.quantity}</td><td style="padding:4px 8px;text-align:right">${esc(o.price)}</td></tr>`,
      ),
      ...lines.workshops.map(
        (w) =>
          `<tr><td style="padding:4px 8px">Workshop: ${esc(w.title)}</td><td style="padding:4px 8px;text-align:center">${w.quantity}</td><td></td></tr>`,
      ),
    ];
    cards.push(`<div style="border:1px solid #ddd;border-radius:6px;padding:12px;margin:12px 0">
<p style="margin:0 0 4px"><strong>${esc(p.name)} ${esc(p.surname)}</strong> – ${esc(MEMBER_BADGE(p.company_founder))}</p>
<p style="margin:0 0 8px;color:#555">${esc(p.email)}${p.phone ? ` · ${esc(p.phone)}` : ''}</p>
${
  rows.length
    ? `<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left;padding:4px 8px">Voce</th><th style="padding:4px 8px">Quantità</th><th style="text-align:right;padding:4px 8px">Prezzo</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p style="margin:0;color:#555">Nessun optional o workshop.</p>'
}
</div>`);
  }

  text.push('');
  if (b.coupon_code) text.push(`Coupon: ${b.coupon_code}`);
  text.push(
    `Sconto: ${formatCents(b.discount)}`,
    `Totale: ${formatCents(b.price)}`,
    '',
    'Grazie e a presto.',
  );

  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">Riepilogo ordine n. ${b.order_id}</h1>
<p>Gentile partecipante,<br>ecco il riepilogo dell'ordine per la conferenza <strong>${esc(b.conference.title)}</strong>.</p>
<p>Data ordine: ${esc(formatDisplayDate(b.created_at))}<br>Data pagamento: ${esc(paid)}${
    b.company ? `<br>Azienda: ${esc(b.company.name)}${companyAddress ? ` – ${esc(companyAddress)}` : ''}` : ''
  }</p>
${cards.join('\n')}
<p>${b.coupon_code ? `Coupon: ${esc(b.coupon_code)}<br>` : ''}Sconto: ${esc(formatCents(b.discount))}<br><strong>Totale: ${esc(formatCents(b.price))}</strong></p>
<p>Grazie e a presto.</p>
</body></html>`;

  return { kind: ORDER_RECAP_KIND, subject, html, text: `${text.join('\n')}\n` };
}
