import {
  daysLate,
  formatCents,
  INVOICE_MSG,
  INVOICE_SETTINGS_MSG,
  INVOICE_TIMING_MSG,
  type InvoiceCustomer,
  invoiceAmounts,
  romeWireDate,
  STAMP_DUTY_AMOUNT,
  STAMP_DUTY_CREDIT_LINE,
  settingsMissing,
  stampDutyOnIssue,
  type TInvoiceDocument,
  type TInvoiceSettings,
} from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  creditDraft,
  type Draft,
  type Drafted,
  lockPayment,
  orderDraft,
  paymentDraft,
  stampDutyCharged,
} from './drafts.ts';
import { sdiFileName, toFatturaPaXml } from './fatturapa-xml.ts';
import { nextFileSequence, nextProgressive, printedNumber } from './numbering.ts';
import { lockOrderForInvoice } from './order-source.ts';
import { lockInvoiceSettings } from './settings.ts';

/**
 * What an issue produced (`late`: what the admin must know of an invoice issued past its term), or
 * why there is no invoice (said to the admin, nothing written).
 */
export type Issued = { invoiceId: number; created: boolean; late?: string } | { problem: string };

const customerName = (c: InvoiceCustomer) =>
  c.company_name ?? ([c.name, c.surname].filter(Boolean).join(' ') || '—');

/** The document and its XML for a draft under a number; a new file name every time (SdI refuses reuse). */
async function render(
  tx: Db,
  draft: Draft,
  settings: TInvoiceSettings,
  numbered: { number: string; date: string },
) {
  const fileName = sdiFileName(settings.vat, await nextFileSequence(tx));
  // the imposta di bollo is decided with the VAT treatment as it is now, not as the order was priced
  const duty = stampDutyOnIssue(draft.charged, draft.treatment);
  const amounts = invoiceAmounts(duty.lines, draft.treatment);
  const stampDuty = duty.due ? STAMP_DUTY_AMOUNT : 0;
  const document: TInvoiceDocument = {
    type: draft.type,
    number: numbered.number,
    date: numbered.date,
    file_name: fileName,
    issuer: settings,
    customer: draft.customer,
    ...amounts,
    payment: draft.payment,
    related: draft.related ? { number: draft.related.number, date: draft.related.date } : null,
    causale: draft.causale,
    stamp_duty: stampDuty,
  };
  return {
    customer: customerName(draft.customer),
    total: amounts.total,
    vat: amounts.vat,
    stampDuty,
    document,
    xml: toFatturaPaXml(document),
    fileName,
  };
}

/**
 * The document's date. An invoice's is the date of its operation, the day its money came (never
 * after today), as an immediate invoice's must be even when it is issued later (Circ. AdE 14/E
 * 2019; decision 0030); a credit note's is the day it is issued.
 */
const documentDate = (draft: Draft, today: string) =>
  draft.type === 'TD01' && draft.payment.date && draft.payment.date < today ? draft.payment.date : today;

/**
 * Numbers the draft and writes it, in the caller's transaction: a failure gives the number back.
 * The number is the next of its date's year, in the order invoices are issued.
 */
async function create(tx: Db, draft: Draft, settings: TInvoiceSettings, actorId: number | null) {
  const today = romeWireDate();
  const date = documentDate(draft, today);
  const year = Number(date.slice(0, 4));
  const progressive = await nextProgressive(tx, year, settings.series);
  const number = printedNumber(settings.series, year, progressive);
  const rendered = await render(tx, draft, settings, { number, date });
  const [row] = await tx
    .insert(invoices)
    .values({
      type: draft.type,
      year,
      series: settings.series,
      progressive,
      number,
      issuedOn: date,
      orderId: draft.orderId,
      paymentId: draft.paymentId,
      relatedInvoiceId: draft.related?.id ?? null,
      createdBy: actorId,
      ...rendered,
    })
    .returning({ id: invoices.id });
  const late = daysLate(date, today) > 0 ? INVOICE_TIMING_MSG.lateIssued(number, date, today) : undefined;
  return { invoiceId: row.id, created: true, ...(late ? { late } : {}) };
}

/** The settings an invoice needs, or the sentence naming what is missing. */
async function readySettings(tx: Db): Promise<TInvoiceSettings | { problem: string }> {
  const settings = await lockInvoiceSettings(tx);
  const missing = settingsMissing(settings);
  return missing.length ? { problem: INVOICE_SETTINGS_MSG.incomplete(missing) } : settings;
}

async function issueDraft(
  tx: Db,
  build: (s: TInvoiceSettings) => Promise<Drafted>,
  actorId: number | null,
): Promise<Issued> {
  const settings = await readySettings(tx);
  if ('problem' in settings) return settings;
  const draft = await build(settings);
  if ('problem' in draft) return draft;
  return create(tx, draft, settings, actorId);
}

const existingInvoice = async (
  tx: Db,
  column: typeof invoices.orderId | typeof invoices.paymentId,
  id: number,
) =>
  (
    await tx
      .select({ id: invoices.id })
      .from(invoices)
      // an order's invoice cancelled by credit notes no longer counts: paid again, it gets a new one
      .where(
        and(
          eq(column, id),
          eq(invoices.type, 'TD01'),
          column === invoices.orderId ? isNull(invoices.creditedAt) : undefined,
        ),
      )
  )[0];

/** The invoice of a paid order: issued once (the order row is locked), else the existing one. */
export async function issueOrderInvoice(tx: Db, orderId: number, actorId: number | null): Promise<Issued> {
  const order = await lockOrderForInvoice(tx, orderId);
  if (!order) throw new AppError('not_found', 'Ordine non trovato');
  const existing = await existingInvoice(tx, invoices.orderId, orderId);
  if (existing) return { invoiceId: existing.id, created: false };
  if (order.price === 0) throw new AppError('conflict', INVOICE_MSG.freeOrder);
  if (!order.paidAt) throw new AppError('conflict', INVOICE_MSG.orderUnpaid);
  return issueDraft(tx, (settings) => orderDraft(tx, order, settings), actorId);
}

/** The invoice of a membership payment recorded as paid. */
export async function issuePaymentInvoice(
  tx: Db,
  paymentId: number,
  actorId: number | null,
): Promise<Issued> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new AppError('not_found', 'Pagamento non trovato');
  const existing = await existingInvoice(tx, invoices.paymentId, paymentId);
  if (existing) return { invoiceId: existing.id, created: false };
  if (payment.status !== 'paid' || !payment.paidAt || payment.amount <= 0) {
    throw new AppError('conflict', 'Il pagamento non risulta incassato');
  }
  return issueDraft(tx, (settings) => paymentDraft(tx, payment, settings), actorId);
}

/** What is left to credit on an invoice: its total minus its credit notes. */
export async function creditable(tx: Db, invoiceId: number, total: number): Promise<number> {
  const [row] = await tx
    .select({ credited: sql<number>`coalesce(sum(${invoices.total}), 0)::int` })
    .from(invoices)
    .where(and(eq(invoices.relatedInvoiceId, invoiceId), eq(invoices.type, 'TD04')));
  return total - Number(row?.credited ?? 0);
}

/** A credit note (TD04) for `amount` cents of an invoice, never beyond what is left of it. */
export async function issueCreditNote(
  tx: Db,
  invoiceId: number,
  amount: number | undefined,
  actorId: number | null,
) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw new AppError('not_found', INVOICE_MSG.notFound);
  if (invoice.type !== 'TD01') throw new AppError('conflict', INVOICE_MSG.creditOfCredit);
  const left = await creditable(tx, invoiceId, invoice.total);
  if (left <= 0) throw new AppError('conflict', INVOICE_MSG.nothingToCredit);
  const credit = amount ?? left;
  if (credit > left) {
    const message = INVOICE_MSG.creditTooHigh(formatCents(left));
    throw new AppError('validation', message, { errors: { amount: message } });
  }
  // the charged imposta di bollo is the last of an invoice to be credited
  const stamp = stampDutyCharged(invoice);
  const stampPart = Math.max(0, Math.min(stamp, credit - (left - stamp)));
  const issued = await issueDraft(tx, async () => creditDraft(invoice, credit, stampPart), actorId);
  if (!('problem' in issued) && credit === left) {
    await tx.update(invoices).set({ creditedAt: sql`now()` }).where(eq(invoices.id, invoiceId));
  }
  return issued;
}

/**
 * A rejected invoice written again from today's data (the customer's fixed billing details, the
 * settings), keeping its number and date: SdI takes a rejected number again, under a new file name.
 */
export async function regenerateInvoice(tx: Db, invoiceId: number): Promise<Issued> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new AppError('not_found', INVOICE_MSG.notFound);
  if (row.sdiStatus !== 'rejected') throw new AppError('conflict', INVOICE_MSG.notRejected);
  const settings = await readySettings(tx);
  if ('problem' in settings) return settings;
  let draft: Drafted;
  if (row.type === 'TD04') {
    const [original] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, row.relatedInvoiceId ?? 0));
    const stampPart = row.document.lines
      .filter((l) => l.description === STAMP_DUTY_CREDIT_LINE)
      .reduce((sum, l) => sum + l.total, 0);
    draft = creditDraft(original, row.total, stampPart);
  } else if (row.orderId !== null) {
    const order = await lockOrderForInvoice(tx, row.orderId);
    draft = order ? await orderDraft(tx, order, settings) : { problem: 'Ordine non trovato' };
  } else {
    const payment = await lockPayment(tx, row.paymentId ?? 0);
    draft = payment ? await paymentDraft(tx, payment, settings) : { problem: 'Pagamento non trovato' };
  }
  if ('problem' in draft) return draft;
  const rendered = await render(tx, draft, settings, { number: row.number, date: row.issuedOn });
  await tx
    .update(invoices)
    .set({ ...rendered, sdiStatus: 'to_send', sdiErrors: [], sdiId: null, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
  return { invoiceId, created: false };
}
