import {
  isLocale,
  type TMemberColleague,
  type TMemberInvoice,
  type TMemberOrder,
  type TOrderState,
} from '@app/shared';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { conferences, invoices, orders, payments, subscriptions, users } from '../../db/schema/index.ts';

/**
 * What a member reads of their company: every query is bound to the member's own company id, so
 * another company's order or invoice is simply not found (404), never refused in a way that says
 * it exists.
 */

export async function memberAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, language: isLocale(row.language) ? row.language : null } : null;
}

/** The company's live, active users by surname: who a member sees of their colleagues. */
export async function companyUsers(db: Db, companyId: number): Promise<TMemberColleague[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      founder: users.companyFounder,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), isNull(users.deletedAt)))
    .orderBy(asc(sql`lower(${users.surname})`), asc(users.id));
  return rows.map((u) => ({ ...u, founder: u.founder === 1 }));
}

/** The company's live orders, newest first, with the due date of a transfer still awaited. */
export async function companyOrders(db: Db, companyId: number, publicUrl: string): Promise<TMemberOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      conference: conferences.title,
      dateStart: conferences.dateStart,
      price: orders.price,
      status: orders.status,
      dueDate: orders.dueDate,
      createdAt: orders.createdAt,
      token: orders.publicToken,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(and(eq(orders.companyId, companyId), isNull(orders.deletedAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((o) => ({
    order_id: o.id,
    conference: o.conference,
    date_start: o.dateStart ?? null,
    price: o.price,
    status: o.status as TOrderState,
    due_date: o.status === 'awaiting_payment' ? (o.dueDate ?? null) : null,
    created_at: o.createdAt.toISOString(),
    order_url: o.token ? `${publicUrl}/area/ordini/${o.token}` : null,
  }));
}

const billed = alias(invoices, 'billed');

/**
 * The company's invoices and credit notes: those of its orders and of its membership payments; a
 * credit note belongs where the invoice it credits does.
 */
function ofCompany(companyId: number) {
  const companyOrderIds = sql`(select ${orders.id} from ${orders} where ${orders.companyId} = ${companyId})`;
  const companyPaymentIds = sql`(select ${payments.id} from ${payments} join ${subscriptions} on ${subscriptions.id} = ${payments.subscriptionId} where ${subscriptions.companyId} = ${companyId})`;
  return or(
    sql`coalesce(${invoices.orderId}, ${billed.orderId}) in ${companyOrderIds}`,
    sql`coalesce(${invoices.paymentId}, ${billed.paymentId}) in ${companyPaymentIds}`,
  );
}

export async function companyInvoices(db: Db, companyId: number): Promise<TMemberInvoice[]> {
  const rows = await db
    .select({
      id: invoices.id,
      type: invoices.type,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      total: invoices.total,
      conference: conferences.title,
      paymentId: sql<number | null>`coalesce(${invoices.paymentId}, ${billed.paymentId})`,
    })
    .from(invoices)
    .leftJoin(billed, eq(billed.id, invoices.relatedInvoiceId))
    .leftJoin(orders, eq(orders.id, sql`coalesce(${invoices.orderId}, ${billed.orderId})`))
    .leftJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(ofCompany(companyId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));
  return rows.map((i) => ({
    id: i.id,
    kind: i.type === 'TD04' ? ('credit_note' as const) : ('invoice' as const),
    number: i.number,
    date: i.issuedOn,
    total: i.total,
    subject: i.conference ? `Iscrizione: ${i.conference}` : 'Quota associativa',
    pdf_url: `/api/member/invoices/${i.id}/pdf`,
    xml_url: `/api/member/invoices/${i.id}/xml`,
  }));
}

/** One of the company's invoices (its document and XML), or null: another company's is not found. */
export async function companyInvoice(db: Db, companyId: number, invoiceId: number) {
  const [row] = await db
    .select({ document: invoices.document, xml: invoices.xml, fileName: invoices.fileName })
    .from(invoices)
    .leftJoin(billed, eq(billed.id, invoices.relatedInvoiceId))
    .where(and(eq(invoices.id, invoiceId), ofCompany(companyId)));
  return row ?? null;
}
