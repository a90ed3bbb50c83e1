import { settingsMissing } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readInvoiceSettings } from '../../lib/invoice-settings.ts';
import type { PaidHooks } from '../../lib/paid-hooks.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { type Issued, issueOrderInvoice, issuePaymentInvoice } from './issue.ts';

/**
 * Issues the invoice when money arrives, inside the payment's own transaction. Until the issuer
 * settings are complete invoicing is off: nothing is tried (the settings and invoices pages say
 * so). The issue runs in a savepoint: when this record cannot be invoiced (billing data missing,
 * lines that do not add up), the payment still stands, nothing of the invoice is kept, and the
 * reason is in the record's history for the admin to fix and issue by hand.
 */
async function issueBeside(
  tx: Db,
  audit: AuditRecorder,
  entity: 'order' | 'payment',
  id: number,
  issue: (sp: Db) => Promise<Issued>,
) {
  if (settingsMissing(await readInvoiceSettings(tx)).length > 0) return;
  let issued: Issued;
  try {
    issued = await tx.transaction((sp) => issue(sp as unknown as Db));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    issued = { problem: err.message };
  }
  if ('problem' in issued) {
    audit.record({ entity, entityId: id, action: 'invoice_blocked', after: { reason: issued.problem } });
  } else if (issued.created) {
    audit.record({
      entity: 'invoice',
      entityId: issued.invoiceId,
      action: 'issue',
      after: { [`${entity}_id`]: id },
    });
  }
}

export const invoiceOnPaid: PaidHooks = {
  orderPaid: (tx, audit, orderId) =>
    issueBeside(tx, audit, 'order', orderId, (sp) => issueOrderInvoice(sp, orderId, null)),
  paymentPaid: (tx, audit, paymentId) =>
    issueBeside(tx, audit, 'payment', paymentId, (sp) => issuePaymentInvoice(sp, paymentId, null)),
};
