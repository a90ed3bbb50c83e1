import {
  DEFAULT_LOCALE,
  isLocale,
  quoteOf,
  type TDocumentType,
  type TOrderPageAnswer,
  type TOrderPayment,
  type TOrderState,
} from '@app/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conferences, invoices, manualTransfers, orders } from '../../db/schema/index.ts';
import { openCardPayment } from '../../lib/card-checkout.ts';
import { readInvoiceSettings } from '../../lib/invoice-settings.ts';
import { loadParticipants } from '../../lib/order-participants.ts';
import { certificateUrl, orderTickets, ticketPdfUrl, ticketQrUrl } from '../../lib/tickets/tickets.ts';

/**
 * The order page (/area/ordini/{token}): one order found by its unguessable token, with the lines
 * it was charged, how to pay while it awaits payment, and its invoices. Nothing of other orders.
 */

/** The live order of a token, or null. */
async function orderOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: orders.id,
      price: orders.price,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      couponCode: orders.couponCode,
      discount: orders.discount,
      stampDuty: orders.stampDuty,
      conference: conferences.title,
      language: orders.language,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(and(eq(orders.publicToken, token), isNull(orders.deletedAt)));
  return row ?? null;
}

/** The transfer still awaited for the order, with the association's bank details. */
async function pendingTransfer(db: Db, orderId: number): Promise<TOrderPayment | null> {
  const [t] = await db
    .select({
      amount: manualTransfers.amount,
      reference: manualTransfers.reference,
      due: manualTransfers.dueDate,
    })
    .from(manualTransfers)
    .where(
      and(
        eq(manualTransfers.orderId, orderId),
        eq(manualTransfers.type, 'CONFERENCE'),
        eq(manualTransfers.confirmed, false),
        isNull(manualTransfers.deletedAt),
      ),
    )
    .orderBy(asc(manualTransfers.id))
    .limit(1);
  if (!t?.reference || !t.due) return null;
  const bank = await readInvoiceSettings(db);
  return {
    method: 'bank_transfer',
    amount: t.amount,
    iban: bank.iban,
    beneficiary: bank.name,
    reference: t.reference,
    due_date: t.due,
  };
}

/** How the order is being paid: the card checkout still open when card was chosen, else its transfer. */
async function awaitedPayment(db: Db, order: { id: number; paymentMethod: string | null }) {
  if (order.paymentMethod === 'card') return openCardPayment(db, order.id);
  return pendingTransfer(db, order.id);
}

export async function loadOrderPage(
  db: Db,
  token: string,
  publicUrl: string,
): Promise<TOrderPageAnswer | null> {
  const order = await orderOfToken(db, token);
  if (!order) return null;
  const people = await loadParticipants(db, order.id);
  const { lines } = quoteOf({
    conference: order.conference,
    coupon_code: order.couponCode,
    discount: order.discount,
    stamp_duty: order.stampDuty,
    participants: people,
  });
  const status = order.status as TOrderState;
  const language = isLocale(order.language) ? order.language : DEFAULT_LOCALE;
  const issued = await db
    .select({
      id: invoices.id,
      type: invoices.type,
      number: invoices.number,
      date: invoices.issuedOn,
      total: invoices.total,
    })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(asc(invoices.id));
  const answer: TOrderPageAnswer = {
    status: 'success',
    order: { order_id: order.id, price: order.price, status, lines, language },
    payment: status === 'awaiting_payment' ? await awaitedPayment(db, order) : null,
    language,
  };
  if (status === 'paid' || issued.length > 0) {
    answer.invoices = issued.map((i) => ({
      type: i.type as TDocumentType,
      number: i.number,
      date: i.date,
      total: i.total,
      pdf_url: `${publicUrl}/api/public/orders/${token}/invoices/${i.id}/pdf`,
    }));
  }
  if (status === 'paid') {
    answer.tickets = (await orderTickets(db, order.id)).map((t) => ({
      id: t.id,
      participant: `${t.name} ${t.surname}`.trim(),
      code: t.code,
      attendance: t.attendance,
      workshops: t.workshops,
      pdf_url: ticketPdfUrl(publicUrl, token, t.id),
      qr_url: ticketQrUrl(publicUrl, token, t.id),
      certificate_url: certificateUrl(publicUrl, token, t.id),
      checked_in: t.checkedInAt !== null,
    }));
  }
  return answer;
}

/** An invoice of the token's order (never another order's), with its document for the PDF. */
export async function orderInvoice(db: Db, token: string, invoiceId: number) {
  const [row] = await db
    .select({ document: invoices.document, fileName: invoices.fileName })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.publicToken, token), isNull(orders.deletedAt), eq(invoices.id, invoiceId)));
  return row ?? null;
}
