import { formatCreditorReference } from '@app/shared';
import { day, money } from '../i18n/format';
import { useT } from '../i18n/provider';
import { rich, strong } from '../i18n/rich';
import type { BankTransferPayment } from '../lib/types';
import { CopyButton } from './copy-button';

/** "IT60 X054 2811 1010 0000 0123 456": an IBAN as printed on paper. */
const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?!$)/g, '$1 ');

/** How to pay by bank transfer: beneficiary, IBAN, amount, the RF reference as the reason, due date. */
export function TransferInstructions({
  payment,
  title,
}: {
  payment: BankTransferPayment;
  /** the section's heading, in the page's language; else "Come pagare: bonifico bancario" */
  title?: string;
}) {
  const { t, locale } = useT();
  const reference = formatCreditorReference(payment.reference);
  const due = day(payment.due_date, locale);
  return (
    <section aria-labelledby="transfer-title" className="panel transfer">
      {/* focusable: the order page moves the focus here after "Paga con bonifico" */}
      <h2 id="transfer-title" tabIndex={-1}>
        {title ?? t('common.transfer.title')}
      </h2>
      <p>{rich(t('common.transfer.instructions'), strong, { date: due })}</p>
      <dl className="transfer-data">
        <div>
          <dt>{t('common.transfer.beneficiary')}</dt>
          <dd>{payment.beneficiary}</dd>
        </div>
        <div>
          <dt>{t('common.transfer.iban')}</dt>
          <dd>
            <span className="mono">{groupIban(payment.iban)}</span>
            <CopyButton value={payment.iban.replace(/\s+/g, '')} what={t('common.transfer.iban')} />
          </dd>
        </div>
        <div>
          <dt>{t('common.transfer.amount')}</dt>
          <dd className="strong">{money(payment.amount, locale)}</dd>
        </div>
        <div>
          <dt>{t('common.transfer.reference')}</dt>
          <dd>
            <span className="mono reference">{reference}</span>
            <CopyButton value={payment.reference} what={t('common.transfer.referenceWord')} />
          </dd>
        </div>
        <div>
          <dt>{t('common.transfer.due')}</dt>
          <dd>{due}</dd>
        </div>
      </dl>
    </section>
  );
}
