import type { TBookingPaymentMethod } from '@app/shared';
import { useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';

/** Each way to pay, with what happens after the booking (catalogue keys). */
const METHODS: { value: TBookingPaymentMethod; label: string; hint: string }[] = [
  { value: 'card', label: 'booking.methods.card', hint: 'booking.methods.cardHint' },
  { value: 'bank_transfer', label: 'booking.methods.transfer', hint: 'booking.methods.transferHint' },
];

/**
 * How the booker pays: card or bank transfer when the association takes cards, else the transfer
 * alone, said in words.
 */
export function PaymentChoice({
  cardAvailable,
  value,
  onChange,
}: {
  cardAvailable: boolean;
  value: TBookingPaymentMethod;
  onChange: (method: TBookingPaymentMethod) => void;
}) {
  const { t } = useT();
  if (!cardAvailable) return <p>{rich(t('booking.methods.transferOnly'), strong)}</p>;
  return (
    <fieldset className="choice payment-choice">
      <legend>{t('booking.methods.question')}</legend>
      <div className="payment-methods">
        {METHODS.map((m) => (
          <label key={m.value} className="payment-method">
            <input
              type="radio"
              name="payment_method"
              value={m.value}
              checked={value === m.value}
              onChange={() => onChange(m.value)}
              aria-labelledby={`payment-${m.value}-label`}
              aria-describedby={`payment-${m.value}-hint`}
            />
            <span>
              <strong id={`payment-${m.value}-label`}>{t(m.label)}</strong>
              <span id={`payment-${m.value}-hint`} className="hint">
                {t(m.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
