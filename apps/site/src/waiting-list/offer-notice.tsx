import { formatDisplayDate, type TWaitingOffer } from '@app/shared';

/** What the offer link holds, above the booking form it unlocks (or why it no longer does). */
export function OfferNotice({ offer, live }: { offer: TWaitingOffer | null; live: boolean }) {
  if (!offer || !live) {
    return (
      <div className="notice notice-warn" role="status">
        <p>
          <strong>L’offerta dei posti riservati non è più valida:</strong> è scaduta o è già stata usata.
        </p>
      </div>
    );
  }
  const seats = offer.quantity === 1 ? 'un posto riservato' : `${offer.quantity} posti riservati`;
  return (
    <div className="notice notice-ok" role="status">
      <p>
        <strong>
          {offer.name}, hai {seats}
        </strong>{' '}
        fino al{' '}
        {`${formatDisplayDate(offer.expires_at)} alle ${formatDisplayDate(offer.expires_at, 'HH:mm')}`}:
        prenota qui sotto per non perderli.
      </p>
    </div>
  );
}
