import { useState } from 'react';
import { errorText } from '../components/status';
import { ApiError, api } from '../lib/api';
import type { Payment } from '../lib/types';

type Action = 'card' | 'bank-transfer';

/**
 * The order page's two ways to pay an order awaiting payment (RUNNING.md's public routes): "Paga con
 * carta" opens Stripe's page (the same session while it is open), "Paga con bonifico" turns the
 * order to a transfer, whose instructions the page then shows (`onTransfer`).
 */
export function PaymentActions({
  token,
  payment,
  cardAvailable,
  onTransfer,
}: {
  token: string;
  payment: Payment | null;
  cardAvailable: boolean;
  onTransfer: () => void;
}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const offerCard = cardAvailable;
  const offerTransfer = payment?.method !== 'bank_transfer';
  if (!offerCard && !offerTransfer) return null;

  async function run(action: Action) {
    if (busy) return;
    setBusy(action);
    setFailure(null);
    let leaving = false;
    try {
      const answer = await api<{ payment: Payment }>(
        `/public/orders/${encodeURIComponent(token)}/${action}`,
        { method: 'POST' },
      );
      if (answer.payment.method === 'card') {
        leaving = true;
        window.location.assign(answer.payment.checkout_url);
      } else {
        onTransfer();
      }
    } catch (err) {
      setFailure(errorText(err instanceof ApiError ? err : new ApiError(0, String(err))));
    } finally {
      if (!leaving) setBusy(null);
    }
  }

  const title =
    payment?.method === 'bank_transfer'
      ? 'Preferisci pagare con carta?'
      : payment?.method === 'card'
        ? 'Pagamento con carta non completato'
        : 'Come vuoi pagare?';
  return (
    <section aria-labelledby="pay-title" className="panel pay">
      <h2 id="pay-title">{title}</h2>
      <p>
        {payment?.method === 'bank_transfer'
          ? 'Puoi pagare subito con carta di credito o di debito, sulla pagina sicura di Stripe, invece del bonifico.'
          : offerCard
            ? 'Paga con carta di credito o di debito sulla pagina sicura di Stripe, oppure scegli il bonifico bancario.'
            : 'Scegli il bonifico bancario: ricevi IBAN, importo e causale.'}
      </p>
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
      <div className="actions">
        {offerCard ? (
          <button
            type="button"
            className="button button-primary"
            aria-disabled={busy !== null || undefined}
            onClick={() => run('card')}
          >
            {busy === 'card' ? 'Apertura del pagamento…' : 'Paga con carta'}
          </button>
        ) : null}
        {offerTransfer ? (
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy !== null || undefined}
            onClick={() => run('bank-transfer')}
          >
            {busy === 'bank-transfer' ? 'Preparazione del bonifico…' : 'Paga con bonifico'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
