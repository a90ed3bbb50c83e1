import { displayCents, formatCreditorReference, formatDisplayDate } from '@app/shared';
import type { BankTransferPayment } from '../lib/types';
import { CopyButton } from './copy-button';

/** "IT60 X054 2811 1010 0000 0123 456": an IBAN as printed on paper. */
const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?!$)/g, '$1 ');

/** How to pay by bank transfer: beneficiary, IBAN, amount, the RF reference as the reason, due date. */
export function TransferInstructions({
  payment,
  title = 'Come pagare: bonifico bancario',
}: {
  payment: BankTransferPayment;
  title?: string;
}) {
  const reference = formatCreditorReference(payment.reference);
  return (
    <section aria-labelledby="transfer-title" className="panel transfer">
      {/* focusable: the order page moves the focus here after "Paga con bonifico" */}
      <h2 id="transfer-title" tabIndex={-1}>
        {title}
      </h2>
      <p>
        Esegui il bonifico entro il <strong>{formatDisplayDate(payment.due_date)}</strong> indicando come
        causale il riferimento qui sotto, esattamente com’è: così il pagamento viene riconosciuto da solo.
      </p>
      <dl className="transfer-data">
        <div>
          <dt>Beneficiario</dt>
          <dd>{payment.beneficiary}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>
            <span className="mono">{groupIban(payment.iban)}</span>
            <CopyButton value={payment.iban.replace(/\s+/g, '')} what="IBAN" />
          </dd>
        </div>
        <div>
          <dt>Importo</dt>
          <dd className="strong">{displayCents(payment.amount)}</dd>
        </div>
        <div>
          <dt>Causale (riferimento)</dt>
          <dd>
            <span className="mono reference">{reference}</span>
            <CopyButton value={payment.reference} what="riferimento" />
          </dd>
        </div>
        <div>
          <dt>Scadenza</dt>
          <dd>{formatDisplayDate(payment.due_date)}</dd>
        </div>
      </dl>
    </section>
  );
}
