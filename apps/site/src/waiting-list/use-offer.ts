import { type TWaitingOffer, WAITING_OFFER_TOKEN_MAX } from '@app/shared';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { api } from '../lib/api';

export interface OfferState {
  /** the token of the link (`?offerta=`), or null */
  token: string | null;
  /** the offer was asked for and answered (found or not) */
  ready: boolean;
  offer: TWaitingOffer | null;
  /** it still holds its seats */
  live: boolean;
}

/** The waiting-list offer the page was opened with (`/area/conferenze/{id}?offerta=…`), if any. */
export function useOffer(): OfferState {
  const raw = new URLSearchParams(useSearch()).get('offerta');
  const token = raw && raw.length <= WAITING_OFFER_TOKEN_MAX ? raw : null;
  const [state, setState] = useState<OfferState>({ token, ready: !token, offer: null, live: false });
  useEffect(() => {
    if (!token) {
      setState({ token: null, ready: true, offer: null, live: false });
      return;
    }
    const controller = new AbortController();
    api<{ offer: TWaitingOffer }>(`/public/waiting-list/offers/${encodeURIComponent(token)}`, {
      signal: controller.signal,
    }).then(
      ({ offer }) => setState({ token, ready: true, offer, live: offer.status === 'offered' }),
      () => {
        if (!controller.signal.aborted) setState({ token, ready: true, offer: null, live: false });
      },
    );
    return () => controller.abort();
  }, [token]);
  return state;
}
