import type { Session } from './checkout.ts';

const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const page = (title: string, body: string) => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<!-- no icon: the browser would ask for /favicon.ico, an API path needing the secret key (401) -->
<link rel="icon" href="data:,">
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
td { padding: .4rem 0; border-bottom: 1px solid #ddd; vertical-align: top; }
td.amount { text-align: right; white-space: nowrap; padding-left: 1rem; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { font: inherit; padding: .7rem 1.5rem; border-radius: .4rem; border: 1px solid #3d3d8f; cursor: pointer; }
button.pay { background: #3d3d8f; color: #fff; }
button.cancel { background: #fff; color: #3d3d8f; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/** The stand-in's own hosted checkout page: what will be charged, "Paga" and "Annulla". */
export function checkoutPage(s: Session): string {
  if (s.status !== 'open') {
    const text =
      s.status === 'complete'
        ? 'Questo pagamento è già stato completato.'
        : 'Questa sessione di pagamento è scaduta.';
    return page('Pagamento non disponibile', `<h1>Pagamento non disponibile</h1>\n<p>${text}</p>`);
  }
  const rows = s.lineItems
    .map(
      (li) =>
        `<tr><td>${html(li.description)}${li.quantity > 1 ? ` × ${li.quantity}` : ''}</td><td class="amount">${euro(li.amount_subtotal)}</td></tr>`,
    )
    .join('\n');
  const discount = s.amountDiscount
    ? `<tr><td>Sconto${s.coupon?.name ? ` (${html(s.coupon.name)})` : ''}</td><td class="amount">−${euro(s.amountDiscount)}</td></tr>\n`
    : '';
  return page(
    'Pagamento con carta',
    `<h1>Pagamento con carta</h1>
<p>Ambiente di prova: nessun addebito reale.${s.customerEmail ? ` Ricevuta a ${html(s.customerEmail)}.` : ''}</p>
<table>
<tbody>
${rows}
${discount}<tr><th scope="row">Totale</th><td class="amount"><strong data-total="${s.amountTotal}">${euro(s.amountTotal)}</strong></td></tr>
</tbody>
</table>
<div class="actions">
<form method="post" action="/c/pay/${s.id}/pay"><button class="pay" type="submit">Paga</button></form>
<form method="post" action="/c/pay/${s.id}/cancel"><button class="cancel" type="submit">Annulla</button></form>
</div>`,
  );
}

export const notFoundPage = () =>
  page(
    'Pagina non trovata',
    '<h1>Pagina non trovata</h1>\n<p>Nessuna sessione di pagamento con questo indirizzo.</p>',
  );
