import { formatCents, formatCreditorReference, formatDisplayDate } from '@app/shared';
import { CopyButton } from '../components/copy-button';
import type { BankTransferPayment } from '../lib/types';

/** "IT60 X054 2811 1010 0000 0123 456": an IBAN as printed on paper. */
const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?!$)/g, '$1 ');

/** The transfer to make: beneficiary, IBAN, amount, the RF reference by four, the due date. */
export function TransferInstructions({ payment }: { payment: BankTransferPayment }) {
  const reference = formatCreditorReference(payment.reference);
  return (
    <section aria-labelledby="transfer-title" className="panel transfer">
      <h2 id="transfer-title" tabIndex={-1}>
        Come pagare: bonifico bancario
      </h2>
      <p>
        Esegui il bonifico
        {payment.due_date ? (
          <>
            {' '}
            entro il <strong>{formatDisplayDate(payment.due_date)}</strong>
          </>
        ) : null}{' '}
        indicando come causale il riferimento qui sotto, esattamente com’è: così il pagamento viene
        riconosciuto da solo.
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
          <dd className="strong">{formatCents(payment.amount)}</dd>
        </div>
        <div>
          <dt>Causale (riferimento)</dt>
          <dd>
            <span className="mono reference">{reference}</span>
            <CopyButton value={payment.reference} what="riferimento" />
          </dd>
        </div>
        {payment.due_date ? (
          <div>
            <dt>Scadenza</dt>
            <dd>{formatDisplayDate(payment.due_date)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
