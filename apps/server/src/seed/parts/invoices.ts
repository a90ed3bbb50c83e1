import { ZInvoiceSettings } from '@app/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { invoices, orders, payments } from '../../db/schema/index.ts';
import { issueCreditNote, issueOrderInvoice, issuePaymentInvoice } from '../../features/invoices/issue.ts';
import { saveInvoiceSettings } from '../../features/invoices/settings.ts';
import type { SeedContext } from '../context.ts';
import { refIds } from './transfers.ts';

/** The demo association as issuer: identifiers with valid check digits, not a real body's. */
const DEMO_ISSUER = ZInvoiceSettings.parse({
  name: 'Associazione Forum Arbitri ETS (demo)',
  vat: '02331250163',
  fiscal_code: '97735020584',
  tax_regime: 'RF01',
  address: 'Via della Conciliazione 10',
  postal_code: '00193',
  city: 'Roma',
  province: 'RM',
  iban: 'IT60X0542811101000000123456',
  pec: 'forumarbitri@pec.it',
  vat_rate: 22,
  series: '',
  exempt_nature: 'N2.1',
});

/** How many of the paid orders and membership payments get their invoice in the demo. */
const INVOICED = 20;

/**
 * Issuer settings filled in; invoices for the first paid orders and membership payments, issued
 * as the product issues them; a credit note; SdI statuses of every kind. Orders paid later (by
 * confirming the demo's waiting transfers) get theirs when confirmed.
 */
export async function seedInvoices(ctx: SeedContext) {
  const { tx, refs } = ctx;
  await saveInvoiceSettings(tx, DEMO_ISSUER, refs.adminId ?? null);
  const paidOrders = await tx
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(and(inArray(orders.id, refIds(refs.orderIds)), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.id))
    .limit(INVOICED);
  const paidPayments = await tx
    .select({ id: payments.id, paidAt: payments.paidAt })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), isNotNull(payments.paidAt)))
    .orderBy(asc(payments.id))
    .limit(INVOICED / 2);
  // issued as the product issues them, when the money came: in the order of the payments, so that
  // each year's numbers follow the invoices' dates (the day each was paid)
  const queue = [
    ...paidOrders.map((o) => ({
      paidAt: o.paidAt!,
      issue: () => issueOrderInvoice(tx, o.id, refs.adminId ?? null),
    })),
    ...paidPayments.map((p) => ({
      paidAt: p.paidAt!,
      issue: () => issuePaymentInvoice(tx, p.id, refs.adminId ?? null),
    })),
  ].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  const issued: number[] = [];
  for (const next of queue) {
    const r = await next.issue();
    if ('invoiceId' in r) issued.push(r.invoiceId);
  }
  if (issued.length === 0) return;
  // a partial refund of the first invoice
  const [first] = await tx.select({ total: invoices.total }).from(invoices).where(eq(invoices.id, issued[0]));
  await issueCreditNote(tx, issued[0], Math.floor(first.total / 4), refs.adminId ?? null);
  // what SdI answered so far: most delivered, one rejected, one not delivered, the newest to send
  const statuses = issued.map((_, i) =>
    i === 1 ? 'rejected' : i === 2 ? 'not_delivered' : i < issued.length - 3 ? 'delivered' : 'to_send',
  );
  for (const [i, id] of issued.entries()) {
    await tx
      .update(invoices)
      .set({
        sdiStatus: statuses[i],
        sdiErrors:
          statuses[i] === 'rejected'
            ? [{ code: '00305', description: '1.4.1.1.2 <IdCodice> non valido' }]
            : [],
      })
      .where(eq(invoices.id, id));
  }
  refs.invoiceIds = issued;
}
