import { useState } from 'react';
import { ApiError, api } from '../lib/api';
import { useAssociation } from '../lib/association';
import type { BankTransferPayment, Payment } from '../lib/types';
import { errorText } from './status';
import { TransferInstructions } from './transfer-instructions';

/**
 * Renewing the company's membership (POST /api/member/membership): by bank transfer, whose
 * details show here (the same transfer however often asked), or by card, on Stripe's page, when the
 * association takes cards.
 */
export function Renewal({ active }: { active: boolean }) {
  const [transfer, setTransfer] = useState<BankTransferPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { card_payments: card } = useAssociation();
  const renew = async (payment_method: 'bank_transfer' | 'card') => {
    setBusy(true);
    setError(null);
    try {
      const { payment } = await api<{ payment: Payment }>('/member/membership', {
        method: 'POST',
        body: { payment_method },
      });
      if (payment.method === 'card') window.location.assign(payment.checkout_url);
      else setTransfer(payment);
    } catch (err) {
      setError(err instanceof ApiError ? errorText(err) : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="renewal">
      <p>
        {active
          ? 'Puoi rinnovare la quota associativa della tua azienda per un altro anno.'
          : 'Rinnova la quota associativa della tua azienda per accedere ai documenti e ai prezzi riservati ai soci.'}
      </p>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <div className="member-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => renew('bank_transfer')}
        >
          Rinnova con bonifico
        </button>
        {card ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => renew('card')}
          >
            Rinnova con carta
          </button>
        ) : null}
      </div>
      {transfer ? <TransferInstructions payment={transfer} title="Rinnovo: bonifico bancario" /> : null}
    </div>
  );
}
