import { ORDER_ACTION_MSG } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CreditHooks } from '../../lib/order-credit.ts';
import { issueCreditNote } from './issue.ts';

/**
 * An order's payment undone: its live invoice is cancelled by a credit note for all that is left
 * of it, in the same transaction. When the note cannot be issued (settings incomplete) the whole
 * action is refused, so no order loses its payment while keeping its invoice.
 */
export const invoiceOnCredit: CreditHooks = {
  creditOrder: async (tx, audit, orderId, actorId) => {
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.type, 'TD01'), isNull(invoices.creditedAt)))
      .for('update');
    if (!invoice) return null;
    const issued = await issueCreditNote(tx, invoice.id, undefined, actorId);
    if ('problem' in issued)
      throw new AppError('conflict', ORDER_ACTION_MSG.creditNoteFailed(issued.problem));
    audit.record({
      entity: 'invoice',
      entityId: issued.invoiceId,
      action: 'credit_note',
      after: { invoice_id: invoice.id, order_id: orderId },
    });
    return issued.invoiceId;
  },
};
