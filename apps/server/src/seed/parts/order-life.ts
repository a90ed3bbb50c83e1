import { subDays } from 'date-fns';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { checkoutSessions, invoices, manualTransfers, orders, participants } from '../../db/schema/index.ts';
import { issueCreditNote, issueOrderInvoice } from '../../features/invoices/issue.ts';
import { closeOrder } from '../../lib/order-close.ts';
import { markOrderPaid } from '../../lib/order-payment.ts';
import { closePendingTransfers } from '../../lib/order-transfer.ts';
import { newPublicToken } from '../../lib/tokens.ts';
import { writeWithAudit } from '../../plugins/audit.ts';
import { DEMO_TODAY, type SeedContext } from '../context.ts';
import { refIds } from './transfers.ts';

const wire = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Orders further along their life, made the way the product makes them (and audited, so their
 * Storico tells it): a site booking expired unpaid, an order paid by card, one paid in cash at the
 * desk, and a paid, invoiced order cancelled with its credit note. None is of the first conference,
 * whose nearly full workshop must keep its two seats.
 */
export async function seedOrderLife(ctx: SeedContext) {
  const { tx, refs } = ctx;
  const [firstConference] = refIds(refs.conferenceIds);
  const orderIds = refIds(refs.orderIds);
  if (orderIds.length === 0 || firstConference === undefined) return;
  const adminId = refs.adminId ?? null;
  const audited = <T>(fn: Parameters<typeof writeWithAudit<T>>[2]) =>
    writeWithAudit(tx, { actorId: adminId, requestId: null, ip: null }, fn);
  const mine = and(inArray(orders.id, orderIds), ne(orders.conferenceId, firstConference));
  // unpaid back-office orders without a transfer: the demo's waiting transfers stay as they are
  const withTransfer = (
    await tx
      .select({ id: manualTransfers.orderId })
      .from(manualTransfers)
      .where(isNotNull(manualTransfers.orderId))
  ).map((r) => r.id);
  const candidates = (
    await tx
      .select({ id: orders.id, token: orders.publicToken, price: orders.price })
      .from(orders)
      .where(and(mine, isNull(orders.paidAt), isNull(orders.publicToken)))
      .orderBy(asc(orders.id))
  ).filter((o) => o.price > 0 && !withTransfer.includes(o.id));
  const [expired, card, cash] = candidates;

  // booked on the site to pay by transfer, never paid: past its due date, expired (seats back)
  if (expired) {
    const [first] = await tx
      .select({ email: participants.email })
      .from(participants)
      .where(eq(participants.orderId, expired.id))
      .orderBy(asc(participants.position))
      .limit(1);
    await tx
      .update(orders)
      .set({
        publicToken: newPublicToken(),
        contactEmail: first?.email ?? null,
        paymentMethod: 'bank_transfer',
        dueDate: wire(subDays(DEMO_TODAY, 4)),
      })
      .where(eq(orders.id, expired.id));
    await audited((a, audit) => closeOrder(a, audit, expired.id, 'expired', 'Non pagato entro la scadenza'));
  }

  // booked on the site and paid by card through Stripe Checkout
  if (card) {
    await tx
      .update(orders)
      .set({ publicToken: newPublicToken(), paymentMethod: 'card' })
      .where(eq(orders.id, card.id));
    await tx.insert(checkoutSessions).values({
      id: `cs_test_demo_${card.id}`,
      purpose: 'order',
      orderId: card.id,
      amount: card.price,
      status: 'complete',
      url: 'https://checkout.stripe.com/c/pay/cs_test_demo',
      expiresAt: subDays(DEMO_TODAY, 2),
      paidAt: subDays(DEMO_TODAY, 3),
      amountPaid: card.price,
      paymentIntent: `pi_demo_${card.id}`,
      outcome: 'applied',
    });
    await audited(async (a, audit) => {
      await markOrderPaid(a, audit, card.id, 'card');
      await issueOrderInvoice(a, card.id, null);
    });
  }

  // paid in cash at the conference desk
  if (cash) {
    await audited(async (a, audit) => {
      audit.record({
        entity: 'order',
        entityId: cash.id,
        action: 'record_payment',
        after: { method: 'cash', paid_on: wire(DEMO_TODAY), amount: cash.price, note: null },
      });
      await markOrderPaid(a, audit, cash.id, 'cash');
      await closePendingTransfers(a, audit, cash.id, 'Pagato con Contanti');
      await issueOrderInvoice(a, cash.id, null);
    });
  }

  // paid and invoiced, then cancelled: its invoice cancelled by a full credit note
  const [invoiced] = await tx
    .select({ orderId: orders.id, invoiceId: invoices.id })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(mine, isNotNull(orders.paidAt), eq(invoices.type, 'TD01'), isNull(invoices.creditedAt)))
    .orderBy(asc(invoices.id))
    .limit(1);
  if (invoiced) {
    await audited(async (a, audit) => {
      await closeOrder(a, audit, invoiced.orderId, 'cancelled', 'Il partecipante non può più venire');
      const note = await issueCreditNote(a, invoiced.invoiceId, undefined, adminId);
      if ('invoiceId' in note) {
        audit.record({
          entity: 'invoice',
          entityId: note.invoiceId,
          action: 'credit_note',
          after: { invoice_id: invoiced.invoiceId, order_id: invoiced.orderId },
        });
      }
    });
  }
}
