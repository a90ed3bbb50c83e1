import {
  type ChargedLine,
  formatCents,
  formatDisplayDate,
  type InvoiceCustomer,
  linesTotal,
  orderLines,
  paymentModeOf,
  romeWireDate,
  STAMP_DUTY_CREDIT_LINE,
  STAMP_DUTY_LINE,
  type TInvoiceDocument,
  type TInvoiceSettings,
  type TVatTreatment,
  vatTreatment,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, type invoices, payments, subscriptions } from '../../db/schema/index.ts';
import { companyCustomer, orderCustomer } from './customer.ts';
import type { lockOrderForInvoice } from './order-source.ts';

/** An invoice before it has a number: what it bills, to whom, under which VAT. */
export interface Draft {
  type: 'TD01' | 'TD04';
  customer: InvoiceCustomer;
  charged: ChargedLine[];
  treatment: TVatTreatment;
  payment: TInvoiceDocument['payment'];
  related: { id: number; number: string; date: string } | null;
  causale: string | null;
  orderId: number | null;
  paymentId: number | null;
}
export type Drafted = Draft | { problem: string };

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForInvoice>>>;

/** A paid order: its lines must add up to its total, its customer must be invoiceable. */
export async function orderDraft(tx: Db, order: LockedOrder, settings: TInvoiceSettings): Promise<Drafted> {
  const charged = orderLines(order.forLines);
  if (linesTotal(charged) !== order.price) {
    return {
      problem: `Le righe dell'ordine (${formatCents(linesTotal(charged))}) non corrispondono al suo totale (${formatCents(order.price)}): correggi l'ordine prima di fatturarlo`,
    };
  }
  const billed = await orderCustomer(tx, order.id);
  if ('problem' in billed) return billed;
  return {
    type: 'TD01',
    customer: billed.customer,
    charged,
    treatment: vatTreatment({ kind: 'conference', vat_rule: order.vatRule }, billed, settings),
    // how the money came: a transfer, a card online, or at the desk (cash, cheque, POS)
    payment: {
      method: paymentModeOf(order.paymentMethod),
      date: order.paidAt ? romeWireDate(order.paidAt) : null,
    },
    related: null,
    causale: `Iscrizione a ${order.forLines.conference}, ordine n. ${order.id}`,
    orderId: order.id,
    paymentId: null,
  };
}

/** A membership payment, locked: the company is the customer. */
export async function lockPayment(tx: Db, paymentId: number) {
  const [payment] = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      discount: payments.discount,
      coupon: payments.couponCode,
      paidAt: payments.paidAt,
      status: payments.status,
      stripeInvoiceId: payments.stripeInvoiceId,
      companyId: subscriptions.companyId,
      company: companies.name,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  return payment ?? null;
}

export async function paymentDraft(
  tx: Db,
  payment: NonNullable<Awaited<ReturnType<typeof lockPayment>>>,
  settings: TInvoiceSettings,
): Promise<Drafted> {
  const billed = await companyCustomer(tx, payment.companyId);
  if ('problem' in billed) return billed;
  const charged: ChargedLine[] = [
    {
      description: `Quota associativa – ${payment.company}`,
      quantity: 1,
      gross: payment.amount + payment.discount,
    },
  ];
  if (payment.discount > 0) {
    charged.push({
      description: payment.coupon ? `Sconto (coupon ${payment.coupon})` : 'Sconto',
      quantity: 1,
      gross: -payment.discount,
    });
  }
  return {
    type: 'TD01',
    customer: billed.customer,
    charged,
    treatment: vatTreatment({ kind: 'membership' }, billed, settings),
    payment: {
      method: paymentModeOf(payment.stripeInvoiceId ? 'card' : 'bank_transfer'),
      date: payment.paidAt ? romeWireDate(payment.paidAt) : null,
    },
    related: null,
    causale: 'Quota associativa',
    orderId: null,
    paymentId: payment.id,
  };
}

/** The cents of imposta di bollo an invoice charged to its customer (its N1 duty line). */
export const stampDutyCharged = (invoice: typeof invoices.$inferSelect) =>
  invoice.document.lines
    .filter((l) => l.description === STAMP_DUTY_LINE)
    .reduce((sum, l) => sum + l.total, 0);

/**
 * A credit note of `amount` cents of an invoice: its customer and VAT as the invoice had them.
 * `stampPart` of it gives back the imposta di bollo the invoice charged, on a line of its own
 * outside VAT (N1) as it was charged.
 */
export function creditDraft(invoice: typeof invoices.$inferSelect, amount: number, stampPart = 0): Draft {
  const original = invoice.document;
  const [first] = original.summary;
  const full = amount === invoice.total;
  const charged: ChargedLine[] = [
    {
      description: `${full ? 'Storno totale' : 'Storno parziale'} della fattura n. ${invoice.number} del ${formatDisplayDate(invoice.issuedOn)}`,
      quantity: 1,
      gross: amount - stampPart,
    },
  ];
  if (stampPart > 0)
    charged.push({ description: STAMP_DUTY_CREDIT_LINE, quantity: 1, gross: stampPart, nature: 'N1' });
  return {
    type: 'TD04',
    customer: original.customer,
    charged: charged.filter((c) => c.gross > 0),
    treatment: first?.nature
      ? { nature: first.nature, ...(first.reference ? { reference: first.reference } : {}) }
      : { vat_rate: first?.vat_rate ?? 0 },
    payment: original.payment,
    related: { id: invoice.id, number: invoice.number, date: invoice.issuedOn },
    causale: null,
    orderId: invoice.orderId,
    paymentId: invoice.paymentId,
  };
}
