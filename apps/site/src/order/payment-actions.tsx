import { useState } from 'react';
import { errorText } from '../components/status';
import { useT } from '../i18n/provider';
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
  const tr = useT();
  const { t } = tr;
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
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
      setFailure(err instanceof ApiError ? err : new ApiError(0, String(err)));
    } finally {
      if (!leaving) setBusy(null);
    }
  }

  const title =
    payment?.method === 'bank_transfer'
      ? 'order.pay.switchToCard'
      : payment?.method === 'card'
        ? 'order.pay.cardNotCompleted'
        : 'order.pay.how';
  return (
    <section aria-labelledby="pay-title" className="panel pay">
      <h2 id="pay-title">{t(title)}</h2>
      <p>
        {t(
          payment?.method === 'bank_transfer'
            ? 'order.pay.switchToCardText'
            : offerCard
              ? 'order.pay.cardOrTransferText'
              : 'order.pay.transferText',
        )}
      </p>
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{errorText(failure, tr)}</p>
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
            {t(busy === 'card' ? 'order.pay.opening' : 'order.pay.card')}
          </button>
        ) : null}
        {offerTransfer ? (
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy !== null || undefined}
            onClick={() => run('bank-transfer')}
          >
            {t(busy === 'bank-transfer' ? 'order.pay.preparing' : 'order.pay.transfer')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
