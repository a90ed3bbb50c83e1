import type { TBookingPaymentMethod } from '@app/shared';

/** Each way to pay, with what happens after the booking. */
const METHODS: { value: TBookingPaymentMethod; label: string; hint: string }[] = [
  {
    value: 'card',
    label: 'Paga con carta',
    hint: 'Dopo la prenotazione si apre la pagina di pagamento sicura (Stripe): la prenotazione è confermata subito.',
  },
  {
    value: 'bank_transfer',
    label: 'Bonifico bancario',
    hint: 'Dopo la prenotazione ricevi IBAN, importo e causale da indicare nel bonifico, qui e per e-mail.',
  },
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
  if (!cardAvailable) {
    return (
      <p>
        <strong>Bonifico bancario.</strong> Dopo la prenotazione ricevi IBAN, importo e causale da indicare
        nel bonifico, qui e per e-mail.
      </p>
    );
  }
  return (
    <fieldset className="choice payment-choice">
      <legend>Come vuoi pagare?</legend>
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
              <strong id={`payment-${m.value}-label`}>{m.label}</strong>
              <span id={`payment-${m.value}-hint`} className="hint">
                {m.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
