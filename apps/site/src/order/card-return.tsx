import type { TOrderState } from '@app/shared';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';

/** Stripe's success and cancel pages are the order page with ?pagamento=ok|annullato. */
export type CardReturn = 'ok' | 'annullato' | null;

export function cardReturn(): CardReturn {
  const value = new URLSearchParams(window.location.search).get('pagamento');
  return value === 'ok' || value === 'annullato' ? value : null;
}

/** Every 2 s for a minute: Stripe's event usually arrives within seconds of its success page. */
const POLL_MS = 2_000;
const MAX_POLLS = 30;

/**
 * Back from a card payment, the order waits for Stripe's signed event: the page asks again every
 * few seconds for a minute (`refresh`), then leaves it to the booker's "Aggiorna".
 */
export function useCardVerification(returned: CardReturn, status: TOrderState, refresh: () => void) {
  const [polls, setPolls] = useState(0);
  const waiting = returned === 'ok' && status === 'awaiting_payment';
  const polling = waiting && polls < MAX_POLLS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each poll schedules the next one
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      refresh();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, polls, refresh]);
  const again = () => {
    setPolls(0);
    refresh();
  };
  return { waiting, polling, again };
}

/** What the page says on coming back from Stripe's page. */
export function CardReturnNotice({
  returned,
  status,
  polling,
  onRefresh,
}: {
  returned: CardReturn;
  status: TOrderState;
  polling: boolean;
  onRefresh: () => void;
}) {
  const { t } = useT();
  if (returned === 'ok' && status === 'paid') {
    return (
      <div className="notice notice-ok" role="status">
        <p>{rich(t('order.card.paid'), strong)}</p>
      </div>
    );
  }
  if (status !== 'awaiting_payment') return null;
  if (returned === 'ok') {
    return (
      <div className="notice notice-warn verifying" role="status">
        <p className="verifying-title">
          {polling ? <span className="spinner" aria-hidden="true" /> : null}
          <strong>{t('order.card.verifying')}</strong>
        </p>
        <p>{t(polling ? 'order.card.waiting' : 'order.card.late')}</p>
        <button type="button" className="button button-secondary" onClick={onRefresh}>
          {t('order.card.refresh')}
        </button>
      </div>
    );
  }
  if (returned === 'annullato') {
    return (
      <div className="notice notice-warn" role="status">
        <p>{rich(t('order.card.cancelled'), strong)}</p>
      </div>
    );
  }
  return null;
}
