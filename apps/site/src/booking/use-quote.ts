import { type TQuote, ZBookingParticipant } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/provider';
import { ApiError, api } from '../lib/api';
import { type BookingDraft, pricingKey, quoteBody } from './draft';

export type QuoteState =
  /** some participant still lacks name, surname or a valid e-mail: no price asked yet */
  | { kind: 'incomplete' }
  /** asked; the last price shown meanwhile, if any */
  | { kind: 'loading'; quote: TQuote | null }
  | { kind: 'ready'; quote: TQuote }
  | { kind: 'error'; error: ApiError };

/** Waits for typing to pause before asking (quotes are rate-limited per address, like every public call). */
const DEBOUNCE_MS = 450;

/**
 * The server's price of the booking as it stands (POST /api/public/orders/quote), asked again when
 * what decides it changes: participants' e-mails and attendance, extras, workshops, the coupon;
 * and in the language chosen meanwhile (its lines and messages are the server's words).
 */
export function useQuote(
  draft: BookingDraft,
  ctx: { conferenceId: number; streaming: boolean; offerToken?: string | null },
): QuoteState {
  const [state, setState] = useState<QuoteState>({ kind: 'incomplete' });
  const { locale } = useT();
  const body = quoteBody(draft, ctx);
  const ready = body.participants.every((p) => ZBookingParticipant.safeParse(p).success);
  const key = pricingKey(draft, ctx);
  // the body of the moment the timer fires (names may change without changing the price)
  const latest = useRef(body);
  latest.current = body;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what decides the price
  useEffect(() => {
    if (!ready) {
      setState({ kind: 'incomplete' });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({
      kind: 'loading',
      quote: s.kind === 'ready' || s.kind === 'loading' ? s.quote : null,
    }));
    const timer = setTimeout(() => {
      api<{ quote: TQuote }>('/public/orders/quote', {
        method: 'POST',
        body: latest.current,
        signal: controller.signal,
      }).then(
        (r) => setState({ kind: 'ready', quote: r.quote }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            kind: 'error',
            error: error instanceof ApiError ? error : new ApiError(0, String(error)),
          });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, ready, locale]);
  return state;
}
