import { formatDisplayDate, type TWaitingOffer } from '@app/shared';
import { day } from '../i18n/format';
import { useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';

/** What the offer link holds, above the booking form it unlocks (or why it no longer does). */
export function OfferNotice({ offer, live }: { offer: TWaitingOffer | null; live: boolean }) {
  const { t, locale } = useT();
  if (!offer || !live) {
    return (
      <div className="notice notice-warn" role="status">
        <p>{rich(t('waitingList.offer.gone'), strong)}</p>
      </div>
    );
  }
  return (
    <div className="notice notice-ok" role="status">
      <p>
        {rich(t('waitingList.offer.held', { count: offer.quantity }), strong, {
          name: offer.name,
          date: day(offer.expires_at, locale),
          time: formatDisplayDate(offer.expires_at, 'HH:mm'),
        })}
      </p>
    </div>
  );
}
