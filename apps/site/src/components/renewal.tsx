import { membershipEndAfterTransfer, romeWireDate } from '@app/shared';
import { useState } from 'react';
import { day } from '../i18n/format';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';
import { useAssociation } from '../lib/association';
import type { BankTransferPayment, Payment } from '../lib/types';
import { errorText } from './status';
import { TransferInstructions } from './transfer-instructions';

interface Props {
  active: boolean;
  /** yyyy-MM-dd: until when the membership runs */
  end: string | null;
  /** the renewal awaiting its transfer, if one was asked */
  pending: BankTransferPayment | null;
  /** the member's record changed: read it again */
  onChange: () => void;
}

/**
 * Renewing the company's membership (POST /api/member/membership): by bank transfer or by card, on
 * Stripe's page, when the association takes cards. A renewal asked by transfer shows its transfer
 * (RF, IBAN) until it is paid or withdrawn (DELETE), instead of offering to renew again.
 */
export function Renewal({ active, end, pending, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { card_payments: card } = useAssociation();
  const { t, locale, message } = useT();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? errorText(err) : String(err));
    } finally {
      setBusy(false);
    }
  };
  const renew = (payment_method: 'bank_transfer' | 'card') =>
    run(async () => {
      const { payment } = await api<{ payment: Payment }>('/member/membership', {
        method: 'POST',
        body: { payment_method },
      });
      if (payment.method === 'card') window.location.assign(payment.checkout_url);
      else onChange();
    });
  const withdraw = () =>
    run(async () => {
      await api('/member/membership', { method: 'DELETE' });
      onChange();
    });
  const errorNotice = error ? (
    <div className="notice notice-error" role="alert">
      <p>{message(error)}</p>
    </div>
  ) : null;

  const renewedUntil = day(membershipEndAfterTransfer(end, new Date()), locale);
  // still running: the renewal adds its year to the current end
  const running = end !== null && end >= romeWireDate();
  if (pending) {
    return (
      <div className="renewal">
        <p>
          <strong>{t('renewal.pendingTitle')}</strong> {t('renewal.pendingText')}{' '}
          {running ? t('renewal.validUntil', { date: renewedUntil }) : t('renewal.validYear')}
        </p>
        <TransferInstructions payment={pending} title={t('renewal.transferTitle')} />
        {errorNotice}
        <div className="member-actions">
          <button type="button" className="button button-secondary" disabled={busy} onClick={withdraw}>
            {t('renewal.withdraw')}
          </button>
        </div>
        <p className="muted small">{t('renewal.withdrawHint')}</p>
      </div>
    );
  }
  return (
    <div className="renewal">
      <p>{active ? t('renewal.activeOffer', { date: renewedUntil }) : t('renewal.inactiveOffer')}</p>
      {errorNotice}
      <div className="member-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => renew('bank_transfer')}
        >
          {t('renewal.byTransfer')}
        </button>
        {card ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => renew('card')}
          >
            {t('renewal.byCard')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Until when the membership runs; for one no longer active, when it ended (if it did). */
export function MembershipEnd({ active, end }: { active: boolean; end: string | null }) {
  const { t, locale } = useT();
  if (!end) return null;
  if (active) {
    return (
      <p>
        {t('renewal.validTo')} <strong>{day(end, locale)}</strong>.
      </p>
    );
  }
  return end < romeWireDate() ? (
    <p>
      {t('renewal.expiredOn')} <strong>{day(end, locale)}</strong>.
    </p>
  ) : null;
}
