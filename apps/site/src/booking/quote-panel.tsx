import { PriceLines } from '../components/price-lines';
import { errorText } from '../components/status';
import { money } from '../i18n/format';
import { useT } from '../i18n/provider';
import type { QuoteState } from './use-quote';

/**
 * The price as the server computes it, kept beside the form (below it on a phone). Only the total
 * is announced to screen readers, politely, when it changes.
 */
export function QuotePanel({
  state,
  names,
  conference,
  byCard = false,
}: {
  state: QuoteState;
  /** the booker chose to pay by card */
  byCard?: boolean;
  names: string[];
  conference: string;
}) {
  const tr = useT();
  const { t, locale, message } = tr;
  const quote = state.kind === 'ready' ? state.quote : state.kind === 'loading' ? state.quote : null;
  // the fields' own messages, beyond the one that sums them up
  const details =
    state.kind === 'error'
      ? [...new Set(Object.values(state.error.errors).map(message))].filter(
          (m) => m !== errorText(state.error, tr),
        )
      : [];
  // a refusal is said once: its notice is an alert, so the polite region announces only totals
  const announced =
    state.kind === 'ready' ? t('booking.quote.announced', { amount: money(state.quote.total, locale) }) : '';
  return (
    <section className="quote" aria-labelledby="quote-title" aria-busy={state.kind === 'loading'}>
      <h2 id="quote-title">{t('booking.quote.title')}</h2>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
      {state.kind === 'incomplete' ? <p className="muted">{t('booking.quote.incomplete')}</p> : null}
      {state.kind === 'error' ? (
        <div className="notice notice-error" role="alert">
          <p>
            <span className="visually-hidden">{t('booking.quote.unavailable')} </span>
            {errorText(state.error, tr)}
          </p>
          {details.length > 0 ? (
            <ul>
              {details.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {quote ? (
        <div className={state.kind === 'loading' ? 'stale' : undefined}>
          <PriceLines lines={quote.lines} total={quote.total} names={names} conference={conference} />
        </div>
      ) : null}
      {state.kind === 'loading' ? <p className="muted small">{t('booking.quote.computing')}</p> : null}
      <p className="muted small">
        {t(byCard ? 'booking.quote.totalByCard' : 'booking.quote.totalByTransfer')}
      </p>
    </section>
  );
}
